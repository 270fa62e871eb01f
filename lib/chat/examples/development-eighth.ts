import type { LabelledMessage } from "./labelled-message";

export const DEVELOPMENT_EIGHTH: LabelledMessage[] = [
  // ── urgent ──
  { message: "abeg police dn hold my brodar na waterloo station since mornin,dem nor wan gi am bail,wetin a go du", intent: "urgent" },
  { message: "polis dey na mi os door now,dem se dem de find me bout di keke accident,abeg hlp", intent: "urgent" },
  { message: "dem tek my keke boy go station las nite,im still dey de,hw a go get lawyer quick", intent: "urgent" },
  { message: "mi padi dem arest am na junction dis mornin,dem put am na cell,una get lawyer wey go go now?", intent: "urgent" },
  {
    message:
      "Kushe,a bin wan ask una bout mi lan case bt fos ting,polis dn carry my smol brodar go central since yestiday,im nor du notin,im nor eat sef,abeg hlp we",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir/Madam, I write on behalf of a mining company in Koidu. One of our security supervisors was arrested by the police at our site this morning following an allegation of theft and is currently being held at Koidu police station. We require legal representation for him today.",
    intent: "urgent",
  },
  {
    message:
      "Good afternoon. Two of our drivers have been detained at the Tankoro police post since Friday in connection with a road accident involving a company vehicle. They have not yet been charged. Kindly advise whether one of your lawyers can attend immediately.",
    intent: "urgent",
  },
  {
    message:
      "URGENT: police officers came to our Kono office an hour ago and took our finance officer away. He is still with them. Please call me back. They did not show any warrant and the Managing Director is out of the country. I am the HR officer in charge today.",
    intent: "urgent",
  },
  {
    message:
      "Dear Counsel, following a labour protest at the mine yesterday, the police rounded up four of our employees and are holding them at the divisional headquarters. Management wishes to ensure they have access to a lawyer before any statement is taken. How soon can someone be sent?",
    intent: "urgent",
  },
  {
    message:
      "Please treat as urgent. Our site manager was remanded at Koidu correctional centre after appearing before the magistrate this morning. We would like your firm to apply for bail on his behalf. Could you also confirm your fees for this kind of matter?",
    intent: "urgent",
    also: ["knowledge:Fees"],
  },
  { message: "PLEASE HELP THE POLICE JUST TOOK MY HUSBAND FROM THE HOUSE IN CALABA TOWN!!! WHAT DO I DO???", intent: "urgent" },
  {
    message:
      "my son is 16 and they are holding him at the police station since last night, they say he stole a phone, he is a child!!! can they keep him like that??? please someone help me now",
    intent: "urgent",
  },
  {
    message:
      "They arrested my baby father this morning and i am alone with two children, he is still in the cell at Calaba Town police. how can i get him out today???",
    intent: "urgent",
  },
  { message: "POLICE ARE AT MY GATE RIGHT NOW ASKING FOR MY BROTHER, THEY HAVE A VAN OUTSIDE. WHAT SHOULD I DO???? PLEASE ANSWER", intent: "urgent" },
  {
    message:
      "Hello please i need a lawyer fast. my sister went to report a case and they locked her up instead!! she is at Eastern police 2 days now. I am breastfeeding i cant keep going there, can somebody go???",
    intent: "urgent",
  },
  {
    message:
      "Salaam. police take my shop boy yesterday from Dove Cut market. they still keep him. he is not thief. please I need lawyer today. he work for me 6 year, I know his family in Pita. his mother call me crying",
    intent: "urgent",
  },
  {
    message:
      "My brother Alhaji Bah, they arrest him at cattle market in Kissy, police say the cow is stolen. he is in cell now. Allah help us, your lawyer can go there?",
    intent: "urgent",
  },
  { message: "police come my shop now now and carry my son to station. I want lawyer. how fast?", intent: "urgent" },
  {
    message: "They hold my cousin at Lumley police since Tuesday for goods matter. they want money before they release him. what we do, we need help quick",
    intent: "urgent",
  },
  {
    message:
      "Jam na. I have two question. first, my nephew the police lock him since morning at Congo Cross. second, I want know where your office is. the first one is very important",
    intent: "urgent",
    also: ["address"],
  },
  {
    message:
      "Beloved in Christ, I greet you in the name of the Lord. I am the pastor of a small congregation in Kissy and I write on behalf of one of our faithful deacons, Brother Emmanuel. On Sunday evening after service, officers came to the church premises and took him away over a quarrel with a neighbour about a fence. He has been kept at the Kissy police division ever since and his wife has not been allowed to see him. We are praying, but we also believe God works through counsel. Can one of your lawyers go to him?",
    intent: "urgent",
  },
  {
    message:
      "Good morning. Please forgive my long message. A young man from our youth fellowship was picked up by the police last night during a raid at Congo Town. His mother came to the parsonage weeping this morning. As far as we know he is still in their custody and no one has told her the reason. Our church would like to know how we can help him get out.",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir, our church treasurer has been held at CID since Thursday concerning funds that the bank questioned. We believe it is a misunderstanding. Kindly assist us.",
    intent: "urgent",
  },
  {
    message:
      "I am writing for a sister in our church whose husband has been on remand at Pademba Road since last month and no lawyer has appeared for him. The family is poor. Is there any way your chambers can take up his matter now?",
    intent: "urgent",
  },
  {
    message:
      "Shalom. Police officers are at the mission house as I type, they say they have a warrant for our assistant pastor and want to take him. We do not know what it is about. Please advise us what to do right now.",
    intent: "urgent",
  },
  { message: "yo my roommate got arrested at FBC gate 2nite, dey took him 2 central, wat do we do pls", intent: "urgent" },
  { message: "hw do i get bail 4 my bro? dey holding him since sat at Tower Hill stn", intent: "urgent" },
  { message: "pls urgent!! police r in our hostel now pickin up guys 4 the protest, 1 of my friends alrdy in their van", intent: "urgent" },
  { message: "quick q, my cousin dey detain na Kissy police 4 3 days no charge, is dat even legal? cn u send sum1", intent: "urgent" },
  {
    message:
      "hi i hv a law assignment on bail conditions but thats not y im here rn, my brother was arrested an hour ago at Lumley and hes still at the station. can someone help him 2nite",
    intent: "urgent",
  },
  {
    message:
      "Good day. My colleague was picked up by CID at the Queen Elizabeth II Quay this morning over a false declaration on a container. He is being held at the port police post. We need a lawyer there now.",
    intent: "urgent",
  },
  {
    message:
      "customs + police detain my driver at the quay gate with the truck, they say seal number no match the B/L. he dey inside their office since 10am. pls send somebody",
    intent: "urgent",
  },
  {
    message: "Our agency manager was arrested at the NRA customs office over undervaluation on an ASYCUDA entry. Still in custody. Need assistance please.",
    intent: "urgent",
  },
  {
    message:
      "Police took me boss from the terminal last night, im still at Cline Town station, dem say na smuggling. wetin we go do sorry i mean HE is still at the station. we get all the clearing documents, the entry was assessed and paid",
    intent: "urgent",
  },
  {
    message:
      "The master of a vessel we are local agents for has been detained by marine police at the anchorage since yesterday and the crew cannot reach him. Which of your lawyers can go and see him?",
    intent: "urgent",
  },
  {
    message:
      "My grandpa says to write this: his son, my uncle, was arrested in Goderich yesterday over a land fight and they kept him in the cell overnight. Grandpa is old and cannot walk to the station. Please can a lawyer go?",
    intent: "urgent",
  },
  {
    message:
      "Good evening. I am typing for my grandfather. He says police came and took our caretaker from the family compound at Wellington this afternoon and he is still there. He wants to know what to do. (I'm his grandson, we are really worried)",
    intent: "urgent",
  },
  {
    message:
      "grandpa says: 'tell them they took my boy Sorie to the station and he has not come back since morning'. sorry he is very upset. my uncle Sorie is held at Waterloo police",
    intent: "urgent",
  },
  {
    message:
      "My grandfather is dictating: 'I am 82 years old, my grandson is in police hands since Monday over a motorbike matter, I beg you help us.' He means my cousin, they are holding him at Hastings.",
    intent: "urgent",
  },
  {
    message:
      "Grandpa wants to ask about his pension too but first, my dad was arrested at work in Bo and is still held there, can you help with that today? my grandpa says the pension can wait",
    intent: "urgent",
  },

  // ── safety ──
  { message: "mi wef broda de treten fo kil me,im se im go cum wit cutlass tonite,a nor safe", intent: "safety" },
  { message: "dem bit me bad na park ya today,di boys dem de wait fo me still,abeg wetin a go du", intent: "safety" },
  { message: "mi landlord sen boys fo bit me bcos a owe rent,dem dey outside now", intent: "safety" },
  {
    message:
      "Dear Sir/Madam, one of our female employees has reported that a supervisor sexually assaulted her at the camp last night. She is terrified and does not feel safe returning to her quarters. We need guidance on protecting her immediately.",
    intent: "safety",
  },
  {
    message:
      "A staff member who gave evidence in a disciplinary case has been receiving messages saying he will be killed if he does not withdraw his statement. He is afraid to come to work. Please advise.",
    intent: "safety",
  },
  {
    message:
      "I am writing regarding my own safety. Since I signed the dismissal letters last week, a group of former workers has been following me home in Koidu and one of them said they know where my children sleep.",
    intent: "safety",
  },
  { message: "HE IS BEATING ME AGAIN AND THE CHILDREN ARE SCREAMING, I LOCKED MYSELF IN THE BATHROOM, PLEASE WHAT DO I DO???", intent: "safety" },
  {
    message:
      "my husband said he will kill me tonight if i tell anyone, he already slapped me and broke my phone, i am using my neighbour phone. where can i go???",
    intent: "safety",
  },
  {
    message:
      "my 12 year old daughter just told me a man in our compound touched her. i am shaking. what do i do now??? please HE IS STILL IN THE COMPOUND, his room is next to ours. i dont want him near her",
    intent: "safety",
  },
  {
    message:
      "he pushed me down the steps yesterday while i was holding the baby. i am scared to go back home. is there somewhere safe??? im at my friend's place but he knows where she lives and keeps calling",
    intent: "safety",
  },
  { message: "im afraid for my life, my ex keeps coming to my house at night banging the door saying he will burn it with me inside", intent: "safety" },
  {
    message: "some people come my shop at night and say if I dont give them money they will burn the shop with me inside. I am afraid. please advise",
    intent: "safety",
  },
  { message: "my wife her brothers beat me today in market and say they will come back and finish me. I am hurt small small. what to do", intent: "safety" },
  {
    message:
      "A man with knife come to my cattle field, say he kill me if I keep my cows there. he come back every day. yesterday he cut one of my cow with the knife. my boys are afraid to go there. I am afraid for them and for me",
    intent: "safety",
  },
  {
    message:
      "Dear Sir/Madam, a young girl in our congregation has confided in me that her stepfather has been abusing her at night. She is 15. She is staying at the mission house tonight but she is terrified he will come for her. What should we do to keep her safe?",
    intent: "safety",
  },
  {
    message:
      "Pastor here. A sister came to church this morning with fresh wounds; her husband beats her regularly and today he told her he would finish her. She is sitting in my office now and is too scared to go home.",
    intent: "safety",
  },
  {
    message:
      "We have been receiving threats since we preached against the initiation of young children. Last night someone left a note at the gate saying they will attack the pastor's house. I fear for the lives of my wife and children.",
    intent: "safety",
  },
  {
    message:
      "I write with a heavy heart. A widow in our church is being beaten by her late husband's brothers who want her out of the house. They beat her again yesterday and said next time will be worse.",
    intent: "safety",
  },
  { message: "my gf's ex keeps threatening 2 stab me on campus, he showed up w a knife yesterday. scared ngl", intent: "safety" },
  {
    message: "a lecturer is forcing my friend 2 sleep w him 4 grades nd now hes threatening her if she tells anyone. shes so scared, wat can she do",
    intent: "safety",
  },
  {
    message:
      "roommate beat me up last nite, swollen eye, he says he'll do worse if i report. i cant go back 2 the room & all my stuff is there. sleeping at a friends place in Kingtom rn but idk 4 how long",
    intent: "safety",
  },
  {
    message:
      "Some area boys at the port threatened to kill me because I refused to let them offload the container. They know my house. I am scared to go home tonight.",
    intent: "safety",
  },
  {
    message:
      "My ex business partner sent people to attack me at the quay, they beat me with sticks. I'm at the clinic now and they say they will come back for me",
    intent: "safety",
  },
  {
    message:
      "My grandpa says people from the other family came with machetes to our land in Waterloo and threatened to kill him if he sets foot there again. He is 79. We are scared for him.",
    intent: "safety",
  },
  {
    message:
      "I'm the grandson typing. My grandpa's caregiver has been hitting him, we saw bruises on his arms and he is frightened of her. He is at home with her right now. What do we do?",
    intent: "safety",
  },

  // ── legal-question ──
  { message: "if polis stop me fo keke papa an a nor get licence,dem fit sez di keke?", intent: "legal-question" },
  { message: "wetin di law se,if passenja nor pay an run,a fit tek am go court?", intent: "legal-question" },
  {
    message:
      "di keke owna wan tek bak im keke bcos a pay late 2 weeks,a don pay 8 mont out of 12,e legal fo am fo du dat? wi nor rait notin nor,na mot agriment,bt im bin se if a pay evri wik di keke go bi mi own",
    intent: "legal-question",
  },
  { message: "if a jam smol pikin wit di keke bt e nor bad,a go go prison?", intent: "legal-question" },
  {
    message:
      "Dear Sir/Madam, we would like to know whether, under Sierra Leonean labour law, an employer may summarily dismiss an employee for gross misconduct without first holding a disciplinary hearing. What is the legal position?",
    intent: "legal-question",
  },
  {
    message:
      "Could you advise whether we are legally obliged to pay NASSIT contributions for casual workers engaged on three-month contracts at the mine? Some of them have been re-engaged on back-to-back contracts for over a year.",
    intent: "legal-question",
  },
  {
    message:
      "A former employee is claiming end-of-service benefits after resigning voluntarily. Is he entitled to them under the law, or only where the employee is dismissed or made redundant?",
    intent: "legal-question",
  },
  {
    message:
      "Is it lawful for the company to withhold an employee's final salary to offset a staff loan he has not repaid? The loan agreement he signed does not expressly mention deductions, but the staff handbook does. We would appreciate your view.",
    intent: "legal-question",
  },
  { message: "CAN MY HUSBAND TAKE MY CHILDREN AWAY FROM ME IF WE SEPARATE??? they are 2 and 5", intent: "legal-question" },
  { message: "if i leave the house with the kids because he beats me, will the court say i abandoned the home???", intent: "legal-question" },
  { message: "my baby father refuses to pay anything for his son. can the court force him?? how much will they order him to pay??", intent: "legal-question" },
  {
    message: "my landlord says he will throw my things out on friday if i dont pay, is he allowed to do that without going to court???",
    intent: "legal-question",
  },
  {
    message:
      "If a man buy cows from me and he give cheque and the cheque bounce, is it crime or only debt? what the law say. he take 15 cows. now he say the bank make mistake but 3 month pass",
    intent: "legal-question",
  },
  {
    message:
      "I born in Guinea but I live in Sierra Leone 20 year, I have shop and family here. Can I get citizenship by law? my wife is Sierra Leonean and my 4 children born in Kenema",
    intent: "legal-question",
  },
  {
    message:
      "My brother died and he have shop. his wife say shop is for her, we his brothers say is for family. who win by the law? they marry by Muslim way, not in court",
    intent: "legal-question",
  },
  { message: "I rent shop for 5 year with paper but landlord want double the rent now in middle of contract. He can do it?", intent: "legal-question" },
  {
    message:
      "Dear Counsel, I wonder whether a church marriage performed by me as a minister is recognised in law if the couple never registered it at the Registrar's office. Would such a union be legally valid, for instance if one of them dies?",
    intent: "legal-question",
  },
  {
    message:
      "Could you kindly advise whether our church, which is not incorporated, can legally own the land on which we worship, or must it be held in the names of trustees?",
    intent: "legal-question",
  },
  {
    message:
      "A member of our church asks me whether she would have a case against her employer, who dismissed her shortly after she announced her pregnancy. Would the court be on her side?",
    intent: "legal-question",
  },
  {
    message:
      "Under customary law, would a widow in our congregation have a right to remain in her late husband's house, or does it pass to his brothers? I would be grateful for your view before I counsel her.",
    intent: "legal-question",
  },
  { message: "r u allowed 2 record the police wen they stop u? is dat legal in SL", intent: "legal-question" },
  { message: "if my landlord keeps my deposit after i move out of the hostel do i hv a case", intent: "legal-question" },
  { message: "hw many yrs in prison 4 possession of small weed in SL? asking 4 a friend lol", intent: "legal-question" },
  { message: "can the uni expel me w/o a hearing? they say i cheated in exams but no proof", intent: "legal-question" },
  {
    message:
      "If the consignee refuses to take delivery and the container stays at the terminal, who is liable for the demurrage under the law, the shipper or the consignee?",
    intent: "legal-question",
  },
  {
    message: "Customs seized goods we already cleared because they say the HS code was wrong. Can they legally auction the cargo before our appeal is heard?",
    intent: "legal-question",
  },
  {
    message:
      "Can the shipping line legally refuse to release our B/L because a different client of ours owes them money? The freight on this shipment is fully paid and the consignee has nothing to do with the other account.",
    intent: "legal-question",
  },
  {
    message: "If cargo is damaged during discharge at the quay, can we sue the port authority or only the stevedoring company? what is the position",
    intent: "legal-question",
  },
  {
    message:
      "My grandpa wants to know: if he gives his land in Goderich to one grandson while he is still alive, can his other children challenge it after he dies?",
    intent: "legal-question",
  },
  {
    message:
      "Grandpa asks whether a will written by hand and signed by two of his friends is valid in Sierra Leone. He wrote it in 1998 and keeps it in a tin box.",
    intent: "legal-question",
  },
  {
    message:
      "my grandpa says his brother sold family land without asking anybody, can the sale be cancelled? it was 10 years ago and the buyer has built a two-storey house on it already. grandpa says his father left the land to all the children together",
    intent: "legal-question",
  },
  {
    message: "Grandpa's question: he is a pensioner and NASSIT has not paid him for 4 months. Is that legal, can they just stop like that?",
    intent: "legal-question",
  },

  // ── off-topic ──
  { message: "wetin na di price fo keke spare part now,lik brek pad an tyre", intent: "off-topic" },
  { message: "hu win di match yestiday,leone stars or guinea?", intent: "off-topic" },
  { message: "abeg hw fo charj keke battery quick,e nor de start dis mornin", intent: "off-topic" },
  { message: "wetin di weda go be tumara na waterloo,rain go fall?", intent: "off-topic" },
  { message: "hw much dem de sell one town lot land na waterloo now", intent: "off-topic" },
  {
    message: "Could you draft a 500-word speech for our company's annual staff awards ceremony at the mine? The theme is safety and teamwork.",
    intent: "off-topic",
  },
  { message: "What is the current exchange rate between the Leone and the US dollar?", intent: "off-topic" },
  { message: "Please recommend a decent hotel in Koidu for visiting contractors next week.", intent: "off-topic" },
  { message: "Can you help me with an Excel formula for staff leave records? It keeps returning an error when I drag it down.", intent: "off-topic" },
  {
    message:
      "We are ordering uniforms in bulk. Which brand of court shoes is most comfortable for female office staff? They stand for long hours at the reception in the admin block.",
    intent: "off-topic",
  },
  { message: "what can i cook for a 1 year old who refuses to eat rice???", intent: "off-topic" },
  { message: "my baby has fever since morning, what medicine can i give him??", intent: "off-topic" },
  { message: "how much is a bag of rice in Calaba Town market now??", intent: "off-topic" },
  { message: "any good nursery school near Calaba Town that takes 3 year olds?", intent: "off-topic" },
  { message: "write a short bedtime story about a lion who is a judge in the forest for my kids pls", intent: "off-topic" },
  { message: "What is price of cow in Bo market this month?", intent: "off-topic" },
  { message: "How to charge my solar lamp better, it finish too fast", intent: "off-topic" },
  { message: "Which way is cheapest to send money to Conakry, bank or mobile money?", intent: "off-topic" },
  { message: "When Ramadan start this year?", intent: "off-topic" },
  { message: "Tell me good name for my new shop. I sell rice, oil, onion and Maggi", intent: "off-topic" },
  {
    message: "Could you help me compose a sermon on the text 'Shall not the Judge of all the earth do right?' for Sunday's service? About twenty minutes long.",
    intent: "off-topic",
  },
  { message: "Please write a short poem for a church wedding, something about love and covenant.", intent: "off-topic" },
  { message: "Which Bible verse speaks about paying workers their wages on time? I need it for a teaching.", intent: "off-topic" },
  {
    message: "Which is the better road to Makeni from Freetown in this rainy season? Our choir is travelling for a convention on Friday.",
    intent: "off-topic",
  },
  { message: "Can you suggest hymns suitable for the funeral service of a retired magistrate?", intent: "off-topic" },
  { message: "write me a 1000 word essay on the history of the sierra leone judiciary pls due 2moro", intent: "off-topic" },
  { message: "wats the capital of Australia", intent: "off-topic" },
  { message: "hw do i fix my laptop it keeps shutting down wen charging", intent: "off-topic" },
  { message: "can u explain photosynthesis in simple words 4 my bio exam", intent: "off-topic" },
  { message: "who is the best footballer in the world rn messi or ronaldo", intent: "off-topic" },
  { message: "What is the freight rate for a 40ft container from Antwerp to Freetown right now?", intent: "off-topic" },
  { message: "How many days does a ship take from China to Freetown?", intent: "off-topic" },
  { message: "Which shipping line has the cheapest rates to Conakry this month?", intent: "off-topic" },
  {
    message:
      "Weather at the quay tomorrow? We have a vessel berthing and need to know if rain will stop the discharge of the bagged rice. Last time we lost a whole day",
    intent: "off-topic",
  },
  { message: "Can you translate this packing list from Chinese to English for me?", intent: "off-topic" },
  {
    message:
      "Grandpa wants to know who won the 1967 election in Sierra Leone, he is arguing with his friend about it. they have a bet of one bottle of Star beer lol. please settle it",
    intent: "off-topic",
  },
  { message: "my grandpa says ask what the price of cement is in Wellington now", intent: "off-topic" },
  { message: "grandpa wants a poem for his 80th birthday party, something about old age and wisdom", intent: "off-topic" },
  { message: "he wants to know how to make ginger beer the old way, like his mother did", intent: "off-topic" },
  { message: "grandpa asks if it will rain on Sunday in Goderich because of the family outing at the beach", intent: "off-topic" },

  // ── greeting ──
  { message: "kushe o,una de?", intent: "greeting" },
  { message: "Good morning, Kamara Chambers.", intent: "greeting" },
  { message: "hello?? is anyone there???", intent: "greeting" },
  { message: "Jam na, salaam aleikum", intent: "greeting" },
  { message: "Blessed morning to you all at Kamara Chambers.", intent: "greeting" },
  { message: "hey", intent: "greeting" },
  { message: "afternoon boss", intent: "greeting" },
  { message: "Hello, my grandpa says good evening to you", intent: "greeting" },

  // ── thanks ──
  { message: "tenki bad bad", intent: "thanks" },
  { message: "Thank you for the prompt response; it is much appreciated.", intent: "thanks" },
  { message: "ok thank you so much, i was so scared", intent: "thanks" },
  { message: "a jaraama, thank you plenty", intent: "thanks" },
  { message: "God bless you richly for this help.", intent: "thanks" },
  { message: "thx", intent: "thanks" },
  { message: "noted with thanks", intent: "thanks" },
  { message: "grandpa says thank you very much, he is happy", intent: "thanks" },

  // ── goodbye ──
  { message: "ok a de go,bye", intent: "goodbye" },
  { message: "Thank you, I will be in touch. Goodbye.", intent: "goodbye" },
  { message: "ok bye i have to go the baby is crying", intent: "goodbye" },
  { message: "ok, I go now. Allah keep you. bye", intent: "goodbye" },
  { message: "Thank you and may the Lord keep you. Until we speak again, farewell.", intent: "goodbye" },
  { message: "k cya", intent: "goodbye" },
  { message: "Ok thanks, later", intent: "goodbye" },
  { message: "that's all for now, grandpa says goodbye and thanks", intent: "goodbye" },

  // ── services ──
  { message: "una de du which kain case?", intent: "services" },
  {
    message: "Dear Sir/Madam, could you provide an overview of the legal services your firm offers to corporate clients operating in the mining sector?",
    intent: "services",
  },
  { message: "What areas of law does Kamara Chambers practise in?", intent: "services" },
  { message: "what kind of cases do you people handle??", intent: "services" },
  { message: "you do what work? only court or other things too?", intent: "services" },
  { message: "your lawyers help with which kind of problem", intent: "services" },
  {
    message:
      "Could you kindly tell me the kinds of matters your chambers takes on? Members of our church come to me with all sorts of troubles and I would like to know when to send them to you.",
    intent: "services",
  },
  { message: "I wonder whether you might list the areas of law in which your firm can assist ordinary people.", intent: "services" },
  { message: "wat areas of law do u guys cover", intent: "services" },
  { message: "Do you handle only shipping or other things too? list pls", intent: "services" },
  { message: "What services does the firm offer?", intent: "services" },
  { message: "grandpa asks what this law office does exactly, he thought lawyers only go to court", intent: "services" },

  // ── team ──
  { message: "hu na di lawyer dem wey de wok de?", intent: "team" },
  { message: "Could you share a list of your attorneys and their areas of specialisation?", intent: "team" },
  { message: "Who are the senior lawyers at Kamara Chambers?", intent: "team" },
  { message: "who are the lawyers there? do you have any woman lawyer???", intent: "team" },
  { message: "how many lawyer you have? who they are", intent: "team" },
  { message: "May I know the names of the learned counsel in your chambers?", intent: "team" },
  { message: "Who makes up your legal team? I like to know who I am recommending to my flock.", intent: "team" },
  { message: "who r the lawyers at ur firm", intent: "team" },
  { message: "lawyer list?", intent: "team" },
  { message: "Who are the people working in the firm", intent: "team" },
  {
    message:
      "my grandpa asks who the lawyers are, he thinks he may know some of their fathers from his school days at the Prince of Wales School. he was there in the 1950s",
    intent: "team",
  },
  { message: "grandpa wants the names of all the lawyers in the firm", intent: "team" },

  // ── contact ──
  { message: "hw a go rich una?", intent: "contact" },
  { message: "What is the best way to get in touch with your firm regarding a corporate retainer?", intent: "contact" },
  { message: "how can i reach you people fast???", intent: "contact" },
  { message: "how I contact you", intent: "contact" },
  { message: "hw do i get in touch w u guys", intent: "contact" },
  { message: "Contact details of the firm pls", intent: "contact" },
  { message: "grandpa asks how he can contact the firm, he doesn't use the internet and I won't always be here to type for him", intent: "contact" },

  // ── phone ──
  { message: "una numba?", intent: "phone" },
  { message: "Could you kindly provide a direct telephone number for the firm?", intent: "phone" },
  { message: "GIVE ME A NUMBER I CAN CALL NOW PLEASE", intent: "phone" },
  { message: "phone number please, I want call", intent: "phone" },
  {
    message: "Is there a telephone number on which I may speak to someone? I am not very comfortable typing long messages on this small phone.",
    intent: "phone",
  },
  { message: "can i call u? wats the no.", intent: "phone" },
  { message: "Send your phone no, I'll call from the port", intent: "phone" },
  { message: "Grandpa prefers to call. What is your number?", intent: "phone" },

  // ── email ──
  { message: "una get email?", intent: "email" },
  { message: "Please share the email address to which we should send the employment contracts for review.", intent: "email" },
  { message: "what is your email i want to send pictures of the papers", intent: "email" },
  { message: "email address for send documents", intent: "email" },
  { message: "Could you provide your email address? I would prefer to set out the whole matter in a proper letter.", intent: "email" },
  { message: "wats ur email", intent: "email" },
  { message: "Which email to send the B/L and invoice copies?", intent: "email" },

  // ── address ──
  { message: "una ofis de usai?", intent: "address" },
  { message: "Where exactly is your office located in Freetown? Our team will be travelling down from Kono.", intent: "address" },
  { message: "where is your office i am coming from Calaba Town, which way??", intent: "address" },
  { message: "where your office is, I come by okada from Kissy", intent: "address" },
  { message: "Kindly direct me to your chambers. Are you near the Cotton Tree?", intent: "address" },
  { message: "wats ur address", intent: "address" },
  { message: "how to get to your office from the quay?", intent: "address" },
  { message: "grandpa wants directions to your office, we will be coming from Wellington by poda poda", intent: "address" },

  // ── hours ──
  { message: "una open satide?", intent: "hours" },
  { message: "wetin tem una de klos?", intent: "hours" },
  { message: "Could you confirm your office opening hours?", intent: "hours" },
  { message: "Is the office open on public holidays, and until what time on Fridays?", intent: "hours" },
  { message: "ARE YOU OPEN NOW???", intent: "hours" },
  { message: "what time do you open in the morning, i need to drop the kids at school first", intent: "hours" },
  { message: "you open Sunday?", intent: "hours" },
  { message: "what time you close today", intent: "hours" },
  { message: "May I know the days and hours when your chambers receive visitors?", intent: "hours" },
  {
    message:
      "Are you open on Saturday mornings? Many of our members work all week and can only come at the weekend. Some are market women and others are petty traders who cannot close their stalls on weekdays.",
    intent: "hours",
  },
  { message: "wat r ur hrs", intent: "hours" },
  { message: "r u guys open 2day", intent: "hours" },
  { message: "office hours?", intent: "hours" },
  { message: "What time do you close? And where exactly is the office, I finish at the port around 4.", intent: "hours", also: ["address"] },
  { message: "grandpa asks what days you are open", intent: "hours" },
  { message: "my grandpa wakes up very early, does the office open before 9?", intent: "hours" },

  // ── booking ──
  { message: "a wan si lawyer tumara,hw a go du am", intent: "booking" },
  { message: "abeg bok me appointment fo monday", intent: "booking" },
  { message: "a fit cum tok to lawyer dis week?", intent: "booking" },
  { message: "We would like to schedule a consultation with one of your employment lawyers next Tuesday.", intent: "booking" },
  { message: "Kindly arrange a meeting with Christiana Thomas for our HR team on Thursday afternoon.", intent: "booking" },
  { message: "Could we book a virtual consultation? Our managers are based in Kono and cannot easily travel to Freetown this month.", intent: "booking" },
  { message: "i need to see a lawyer TODAY can i come???", intent: "booking" },
  { message: "can i book an appointment for wednesday morning about my children", intent: "booking" },
  { message: "please i want to talk to a lawyer face to face, when can i come", intent: "booking" },
  { message: "I want meet lawyer Friday", intent: "booking" },
  { message: "make appointment for me please. name Alhaji Diallo", intent: "booking" },
  { message: "can I see lawyer tomorrow after Jumu'ah prayer?", intent: "booking" },
  {
    message:
      "I would be grateful if I could arrange to see one of your lawyers together with a family from my church sometime next week. They are simple people and would feel better if I came with them.",
    intent: "booking",
  },
  { message: "Is it possible to book a consultation for Monday?", intent: "booking" },
  { message: "Could you fix an appointment for me to come in and discuss a delicate matter with counsel?", intent: "booking" },
  { message: "can i book a consult 4 nxt week", intent: "booking" },
  { message: "i wanna talk 2 a lawyer, free on thurs aftnoon after lectures", intent: "booking" },
  { message: "set up appt pls", intent: "booking" },
  { message: "I need appointment with your shipping lawyer this week.", intent: "booking" },
  { message: "Book me in to see a lawyer Monday 10am", intent: "booking" },
  { message: "Can I meet Isatu Bangura tomorrow about a cargo claim?", intent: "booking" },
  { message: "grandpa wants to come and see a lawyer next Tuesday, can you book him", intent: "booking" },
  { message: "we want an appointment for my grandpa about his will", intent: "booking" },
  { message: "can my grandpa and I meet a lawyer on Friday? he can only come in the morning", intent: "booking" },

  // ── knowledge:Fees ──
  { message: "hw much una de charj fo consult?", intent: "knowledge:Fees" },
  { message: "What are your fee rates for an employment-law retainer, and do you bill monthly?", intent: "knowledge:Fees" },
  { message: "how much does a divorce cost??? i dont have money, is there free help", intent: "knowledge:Fees", also: ["area:family"] },
  { message: "how much for see lawyer? I can pay small small?", intent: "knowledge:Fees" },
  { message: "is there legal aid 4 students? im broke", intent: "knowledge:Fees" },
  { message: "grandpa asks how much a consultation costs", intent: "knowledge:Fees" },

  // ── knowledge:Languages spoken ──
  { message: "una lawyer dem sabi tok krio?", intent: "knowledge:Languages spoken" },
  { message: "your lawyer speak Fula? my English is small", intent: "knowledge:Languages spoken" },
  {
    message:
      "Do any of your lawyers speak Mende? Some of the elderly members I would bring do not speak English at all. They come from around Bo and Pujehun and understand only a little Krio.",
    intent: "knowledge:Languages spoken",
  },
  { message: "Any lawyer who speaks French? My clients are from Guinea", intent: "knowledge:Languages spoken" },
  { message: "grandpa only speaks Temne well, do you have someone who speaks Temne?", intent: "knowledge:Languages spoken" },
  { message: "can i talk in krio with the lawyer??", intent: "knowledge:Languages spoken" },

  // ── knowledge:Parking ──
  { message: "Is there parking for two company vehicles near your office?", intent: "knowledge:Parking" },
  { message: "Is there space to park the church bus near your chambers?", intent: "knowledge:Parking" },
  { message: "where can i park my car wen i come", intent: "knowledge:Parking" },
  { message: "is thr parking near ur office? my dad is driving me", intent: "knowledge:Parking" },
  { message: "I come with my truck, where I park?", intent: "knowledge:Parking" },
  { message: "a go cum wit keke,na usai a go park?", intent: "knowledge:Parking" },

  // ── knowledge:What to bring ──
  { message: "What documents should we bring to the initial consultation regarding the dismissal matter?", intent: "knowledge:What to bring" },
  { message: "what papers do i need to bring??", intent: "knowledge:What to bring" },
  { message: "Which documents should the widow bring when she comes to see you?", intent: "knowledge:What to bring" },
  { message: "wat do i need 2 bring 4 the meeting", intent: "knowledge:What to bring" },
  { message: "Should I bring the B/L, invoice and customs entry to the meeting? what else", intent: "knowledge:What to bring" },
  { message: "grandpa asks what papers he should bring, he has old land documents from the 1960s in a suitcase", intent: "knowledge:What to bring" },

  // ── unknown ──
  { message: "eh", intent: "unknown" },
  { message: "??????", intent: "unknown" },
  { message: "I have question", intent: "unknown" },
  { message: "hmm", intent: "unknown" },
  { message: "ok so", intent: "unknown" },
  { message: "grandpa says ask them about the thing", intent: "unknown" },

  // ── area:family ──
  { message: "mi wef lef di os wit mi 2 pikin dem go im mama os na kenema,a wan mi pikin dem bak,dem nor de gi me chans fo si dem", intent: "area:family" },
  { message: "a wan divos mi wef,abeg hlp mi wit di papa dem", intent: "area:family" },
  { message: "I want a divorce. I cant live with him anymore. i need help with the papers and the kids", intent: "area:family" },
  {
    message: "MY BABY FATHER TOOK MY SON TO HIS MOTHER IN BO WITHOUT ASKING ME AND WONT BRING HIM BACK. i need help getting him back!!!",
    intent: "area:family",
  },
  { message: "he hasnt given one cent for the children since january, i need a lawyer for maintenance", intent: "area:family" },
  {
    message:
      "we married in church 6 years ago and now he has married another woman the traditional way and brought her into the house. i need help with this marriage problem???",
    intent: "area:family",
  },
  {
    message:
      "i want to adopt my late sister's daughter properly so nobody can take her from me later. she is 4 and has been with me since she was born. can you help with the adoption???",
    intent: "area:family",
  },
  { message: "custody matter please. my ex wants full custody and he has money, i have nothing. help", intent: "area:family" },
  {
    message:
      "my husband died last month and now his family is saying the house and everything in it belongs to them, i have 3 kids and nowhere to go, i need help with the inheritance",
    intent: "area:family",
  },
  { message: "I have two wife and now the first one want divorce and she want half of everything. Need lawyer for this family matter", intent: "area:family" },
  {
    message:
      "Dear Sir/Madam, in my pastoral work I counsel many couples, and there is one whose marriage has broken down beyond repair despite months of prayer and counselling. The wife has now asked me to find her a lawyer to handle the divorce properly and fairly. I would be grateful if your chambers could assist her.",
    intent: "area:family",
  },
  {
    message:
      "A grandmother in our church has been raising her grandson since his parents died, and she wishes to adopt him formally so that his future is secure. Could your firm help her with this?",
    intent: "area:family",
  },
  {
    message:
      "We have a member whose late husband left no will, and there is confusion over how his estate should be shared among his children from two mothers. They need guidance from a family lawyer.",
    intent: "area:family",
  },
  {
    message:
      "my parents r divorcing & they want me 2 find a lawyer 4 my mum since im the 'law student' lol. can u handle divorce? she wants 2 keep the house in Wilberforce & dad is being difficult",
    intent: "area:family",
  },
  {
    message:
      "My grandpa wants help sharing his property among his children before he dies. He has 9 children from 3 wives and he doesn't want any palaver after he is gone.",
    intent: "area:family",
  },
  { message: "grandpa says my cousin's mother abandoned her and he wants legal custody of the girl, she's 7 and lives with us already", intent: "area:family" },

  // ── area:business ──
  { message: "a wan rejista mi own keke biznes,a get 3 keke now an 3 drayva", intent: "area:business" },
  {
    message:
      "We are establishing a subsidiary to handle catering and camp services at the mine and require assistance with company registration and corporate governance documents, including the articles and board charter.",
    intent: "area:business",
  },
  {
    message:
      "Following a breach of a bank loan covenant, our board needs advice on restructuring the shareholding and on the financing arrangements. Please advise whether this falls within your business practice.",
    intent: "area:business",
  },
  { message: "I want register my shop business, name and everything. Help me", intent: "area:business" },
  { message: "me and my brother we do partnership for cattle business many years. now we want proper paper for it", intent: "area:business" },
  { message: "I need business licence to open second shop in Makeni. you can help?", intent: "area:business" },
  { message: "bank refuse my loan because my company paper not complete. I need lawyer for the company thing", intent: "area:business" },
  {
    message:
      "I want import rice with my cousin from Guinea, we make company together. we need lawyer to start it correct. we want the company paper, the licence, everything. he bring the money, I bring the shop",
    intent: "area:business",
  },
  {
    message:
      "Our church runs a small school and a savings scheme for members. We have been told we must register properly as a company limited by guarantee. Could your business lawyers assist us with this?",
    intent: "area:business",
  },
  {
    message:
      "Some of our members wish to form a farming cooperative to market their produce together. I would be grateful for help with the registration and the rules.",
    intent: "area:business",
  },
  { message: "me & 2 frnds wanna start a small startup, an app 4 okada bookings. need help registering the company", intent: "area:business" },
  { message: "need sum1 2 register a business name 4 my clothing brand", intent: "area:business" },
  { message: "need help w a partnership agreement 4 my side hustle w my cousin, we sell phone accessories", intent: "area:business" },
  {
    message:
      "Grandpa has run a palm oil business in Waterloo for 40 years and never registered it. He wants to register it as a company now so it can pass to my father properly.",
    intent: "area:business",
  },
  {
    message: "grandpa bought shares in a bank a long time ago and nobody knows what happened to them. he needs a business lawyer to check",
    intent: "area:business",
  },

  // ── area:shipping ──
  { message: "a get gud dem send from china na container,dem hol am na port,hu fo hlp me", intent: "area:shipping" },
  { message: "My goods come from Conakry on ship, they spoil inside the container. who help me with this?", intent: "area:shipping" },
  {
    message: "Cargo claim: 200 bags of cement arrived wet and caked, the carrier is denying liability and blaming the shipper. Need legal representation.",
    intent: "area:shipping",
  },
  {
    message:
      "We have a container held at the terminal for 3 weeks, demurrage running every day and the shipping line refusing to release the DO. Need a lawyer.",
    intent: "area:shipping",
  },
  {
    message: "Our principal's vessel was arrested at the anchorage by a bunker supplier over an unpaid invoice. Need a maritime lawyer asap.",
    intent: "area:shipping",
  },
  {
    message:
      "Customs reassessed duty on our import and issued a heavy penalty. We want to challenge the NRA assessment. The valuation uplift is based on a reference price that does not match the supplier invoice or the transaction value.",
    intent: "area:shipping",
  },
  {
    message: "Short-landed cargo: the manifest says 40 pallets, we received 32 at the quay. Who handles cargo disputes at your firm?",
    intent: "area:shipping",
  },
  {
    message:
      "Need advice on a freight forwarding agreement with a foreign NVOCC and a dispute over their house bill of lading. The master B/L shows a different consignee and the line will not release the boxes to us.",
    intent: "area:shipping",
  },
  { message: "container seized for misdeclaration, we want to contest the seizure", intent: "area:shipping" },
  {
    message: "The shipping line is charging us detention on empties we returned on time, the EIR proves it. Can you take up this dispute?",
    intent: "area:shipping",
  },
  { message: "port & customs matter, transit goods to Guinea blocked at the quay for 2 weeks", intent: "area:shipping" },
  {
    message:
      "A reefer container lost power at the terminal and the whole frozen fish cargo spoiled. The insurer is not paying and the terminal says it is not their fault. We need help with a claim.",
    intent: "area:shipping",
  },
  { message: "we clear vehicles at QEII, one car was damaged during RoRo discharge and the owner want compensation from the line", intent: "area:shipping" },
  {
    message:
      "General average declared on the vessel carrying our client's goods. what do we do, need maritime lawyer. the average adjuster is asking for a bond and guarantee before the cargo can be released at the quay",
    intent: "area:shipping",
  },
  {
    message: "I need a lawyer who knows shipping for a charter party dispute with a ship owner, laytime and demurrage calculation is contested",
    intent: "area:shipping",
  },

  // ── area:land ──
  { message: "sumbodi de bil na mi lan na waterloo,dem se na dem lan,bt a get mi survey plan an papa", intent: "area:land" },
  { message: "landlord wan pul me komot na di os witout notis,a don pay rent til december", intent: "area:land" },
  { message: "MY LANDLORD LOCKED MY ROOM WITH ALL MY THINGS INSIDE!! i need help with him", intent: "area:land" },
  {
    message:
      "we bought a plot in Calaba Town and now two other people are saying they bought the same land??? please help we already started the foundation and spent everything we saved. one of them came with boys to stop the work",
    intent: "area:land",
  },
  {
    message: "I buy land in Kenema 2 year ago and pay all the money, now seller family say is family land and I must leave. I need lawyer",
    intent: "area:land",
  },
  { message: "I want buy house in Lumley, need lawyer to check the papers before I pay", intent: "area:land" },
  { message: "boundary problem with my neighbour at my farm, he move the pillar at night", intent: "area:land" },
  {
    message:
      "Our congregation purchased a parcel of land at Hastings for a new sanctuary. The survey plan now shows an overlap with a neighbouring plot, and the neighbour has already begun building on part of it. We need a land lawyer to protect the church's interest.",
    intent: "area:land",
  },
  {
    message: "A faithful member wishes to transfer her house to her children while she is still alive. Could your land lawyers handle the conveyancing?",
    intent: "area:land",
  },
  {
    message: "The church rents the building we worship in at Kissy and the landlord now wants us out before the lease ends. Please help us.",
    intent: "area:land",
  },
  { message: "my hostel landlord wont return my deposit & is threatening 2 throw my stuff out, need help", intent: "area:land" },
  {
    message:
      "my family wants 2 sell our land in Goderich & i need a lawyer 2 check the title deed b4 they sign anything. my uncles r rushing it & the buyer is offering way below what my mum thinks its worth",
    intent: "area:land",
  },
  {
    message:
      "My grandpa says the family land in Regent was shared by his father in 1965 and now his nephews are fencing his portion. He wants a lawyer to stop them.",
    intent: "area:land",
  },
  { message: "grandpa wants to sell a house in Wellington, needs help with the conveyancing", intent: "area:land" },
  {
    message:
      "he has a title deed from the 1970s but it is in his late brother's name. grandpa wants it put in his own name. (grandson here: the brother had no children and the family agreed grandpa takes it, but nothing was written down)",
    intent: "area:land",
  },
  { message: "grandpa's tenant hasn't paid rent for a year and refuses to leave his house in Kissy", intent: "area:land" },
  {
    message:
      "my grandpa says the chiefdom authorities in Port Loko gave his farmland to a company without asking him or paying anything. He wants help to get it back.",
    intent: "area:land",
  },
  { message: "grandpa says: 'my land at Goderich, somebody forged documents and sold it.' we need a land lawyer", intent: "area:land" },

  // ── area:arbitration ──
  { message: "me an di keke owna get palava bout di moni,we nor wan go court,una get sumbodi fo setul am?", intent: "area:arbitration" },
  {
    message:
      "We are in a commercial dispute with our haulage subcontractor and both parties would prefer mediation rather than litigation. Can your firm appoint or act as a neutral mediator?",
    intent: "area:arbitration",
  },
  {
    message:
      "Our supply contract contains an arbitration clause and the supplier has now served a notice of arbitration. We require representation in the proceedings.",
    intent: "area:arbitration",
  },
  {
    message:
      "Dear Sir/Madam, we wish to explore alternative dispute resolution for a disagreement with a host community over surface rent and compensation payments. Is this something your firm handles?",
    intent: "area:arbitration",
  },
  { message: "me and my partner disagree about the profit. we want someone neutral settle it, not court", intent: "area:arbitration" },
  { message: "the man who buy my cows owe me, we both agree to sit with mediator. you do this?", intent: "area:arbitration" },
  {
    message:
      "Two deacons in our church run a business together and have fallen out badly over money. Rather than take each other to court, which would bring shame on the church, they have agreed to mediation. Could your chambers provide a neutral mediator?",
    intent: "area:arbitration",
  },
  {
    message: "Is it possible for your firm to help settle a dispute between our church and the building contractor without going to court?",
    intent: "area:arbitration",
  },
  { message: "We would like a mediator for a quarrel within a family business.", intent: "area:arbitration" },
  { message: "my uncle & his business partner r fighting, they want mediation not court. do u do that", intent: "area:arbitration" },
  {
    message: "We have a dispute with a foreign supplier over a freight invoice, the contract says disputes go to arbitration. can you represent us?",
    intent: "area:arbitration",
  },
  {
    message:
      "grandpa and his brothers disagree on how to share the family transport business, they want a mediator, not the court. they have 6 poda podas and a lorry. grandpa says court will only eat the money",
    intent: "area:arbitration",
  },
  {
    message:
      "Grandpa says he wants to settle a quarrel with his old business partner outside of court, with someone neutral. They have been friends for 50 years and he doesn't want to lose that.",
    intent: "area:arbitration",
  },
  {
    message:
      "my grandpa runs a small rice mill and a client owes him money, both sides have agreed to try arbitration first. grandpa says he wants somebody fair who will listen to both of them, he is tired of going back and forth",
    intent: "area:arbitration",
  },

  // ── area:contract ──
  { message: "mi bos nor pay me fo 3 mont,a de drayv im keke evri day", intent: "area:contract" },
  { message: "a sain papa wit di keke owna fo hire purchase,now im se di papa nor mean notin", intent: "area:contract" },
  { message: "dem sak me frm di kompin witout reson,a wok de 5 yia", intent: "area:contract" },
  {
    message: "We are reviewing our standard employment contracts for expatriate staff and require legal input on the termination and repatriation clauses.",
    intent: "area:contract",
  },
  {
    message:
      "A former employee has lodged a complaint alleging unfair dismissal following our redundancy exercise. We would like your firm to represent the company.",
    intent: "area:contract",
  },
  { message: "We need assistance drafting fixed-term contracts for seasonal workers at the Kono site.", intent: "area:contract" },
  {
    message:
      "Dear Sir/Madam, a client owes our company a substantial sum for equipment hire under a signed agreement and has not paid for six months despite several reminders. We need legal assistance to recover the debt.",
    intent: "area:contract",
  },
  {
    message: "Our collective agreement with the union is due for renegotiation. We would appreciate legal support throughout the process.",
    intent: "area:contract",
  },
  {
    message: "We intend to dismiss a senior manager for persistent absence and want to make sure the process complies with the law. Please assist.",
    intent: "area:contract",
  },
  {
    message:
      "An ex-employee is demanding unpaid overtime going back two years. We need an employment lawyer to review the claim. Our records show that overtime was compensated by time off in lieu, but this was never formally agreed in writing.",
    intent: "area:contract",
  },
  { message: "i worked as a cleaner for 8 months and the woman refused to pay my last 2 months salary. i need help", intent: "area:contract" },
  { message: "A man take my goods, 50 bag of rice, on credit with agreement paper. he refuse to pay now 6 month", intent: "area:contract" },
  {
    message:
      "I sign contract to supply cows to a company, now they cancel and I already buy the cows. I lose money. the contract say 60 cow every month for one year. they cancel after two month with no reason",
    intent: "area:contract",
  },
  { message: "my internship company never paid the stipend they promised in the contract", intent: "area:contract" },
  { message: "signed a contract 4 a part time job & they r now changing the terms w/o asking me, need help", intent: "area:contract" },

  // ── area:criminal ──
  { message: "polis sen mi sumons fo go station monde,bout di keke accident,a nid lawyer", intent: "area:criminal" },
  { message: "dem akyuz me se a tif passenja fon,bt a nor du am,hw a go klia mi nem", intent: "area:criminal" },
  { message: "mi brodar don komot on bail,bt di case stil de,we nid lawyer fo court", intent: "area:criminal" },
  { message: "dem charj me fo reckless drayvin,di case na court nex week", intent: "area:criminal" },
  { message: "polis bit me las week na checkpoint an tek mi moni,a wan report dem,na mi rights", intent: "area:criminal" },
  {
    message:
      "One of our employees has been charged with fraud and released on bail. The company wishes to engage criminal defence counsel for the upcoming trial.",
    intent: "area:criminal",
  },
  {
    message: "they say my son's name is on a police list about a fight at school and they will call him in. i need a criminal lawyer before that happens",
    intent: "area:criminal",
  },
  {
    message:
      "my brother was released on bail yesterday, thank God, but now there is a court date. can you defend him? the lawyer he had before stopped picking our calls and the case is at the Magistrate Court in Ross Road",
    intent: "area:criminal",
  },
  {
    message:
      "A young man from our church has been accused of stealing from his employer and has received a summons to appear at the Magistrate Court next week. We believe he is innocent. Could your firm defend him?",
    intent: "area:criminal",
  },
  {
    message:
      "I would like to enquire whether your chambers take up human rights matters. A member of our church was mistreated by soldiers at a checkpoint last month and we want justice for him.",
    intent: "area:criminal",
  },
  { message: "got a summons 4 a cybercrime thing, sum1 used my acct 2 post stuff. need a lawyer", intent: "area:criminal" },
  { message: "my friend was charged w assault after a fight at a party, hes out on bail now. need a defence lawyer", intent: "area:criminal" },
  { message: "not urgent: my cousin has a criminal case coming up at the high court, do u guys defend ppl", intent: "area:criminal" },
  { message: "the police invited me 4 questioning nxt week about a stolen phone, i want a lawyer 2 come w me", intent: "area:criminal" },
  {
    message: "Grandpa received a court summons, someone accused him of assault in a land quarrel. He is 81! we need a criminal lawyer",
    intent: "area:criminal",
  },

  // ── attorney ──
  { message: "Could you tell me more about Christiana Thomas's experience in employment disputes?", intent: "attorney:Christiana Thomas" },
  { message: "is Fatmata Kamara good for custody cases??", intent: "attorney:Fatmata Kamara" },
  {
    message:
      "I have heard Adama Koroma mentioned as a mediator. Could you tell me about Adama Koroma's background? Two brothers in our church may need such a person and I would like to recommend someone of good standing.",
    intent: "attorney:Adama Koroma",
  },
  { message: "who is Ibrahim Jalloh? does he do criminal cases", intent: "attorney:Ibrahim Jalloh" },
  { message: "Is Isatu Bangura still with the firm? we worked with her before on a cargo case", intent: "attorney:Isatu Bangura" },
  { message: "Grandpa asks about Hawa Turay, someone at the mosque told him she does wills and family land", intent: "attorney:Hawa Turay" },
  { message: "my grandpa knew a Mohamed Conteh long ago, is that the same Mohamed Conteh who is your land lawyer?", intent: "attorney:Mohamed Conteh" },
];
