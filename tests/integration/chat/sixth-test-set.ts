import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

export const SIXTH_TEST_SET: LabelledMessage[] = [
  // ── urgent ──
  {
    message:
      "abeg una ep mi, police don hol mi broda na Kissy stashon sins dis morning, e bin jus go bai ays fo di fish, dem nor wan tel wi wetin e do an dem nor gri mek wi si am. wetin a go du naw?",
    intent: "urgent",
  },
  { message: "Polis kam na mi stall na Susan's Bay dem tek mi sista go CID, e still de dey naw. Aw una go ep?", intent: "urgent" },
  { message: "mi man dem arest am yestade for fish palaver e de na Eastern Police rait naw", intent: "urgent" },
  { message: "My driver detained at Kenema police post since 6am. Gold parcel seized. Need lawyer now.", intent: "urgent" },
  {
    message:
      "Partner held by police in Kenema since last night. No charge given, no statement taken. They want money for release. Not paying bribe. Who from your firm can come today? Will pay transport.",
    intent: "urgent",
  },
  { message: "Police at my office door right now asking for my licence and saying they will take me. Advise.", intent: "urgent" },
  {
    message:
      "I write with some urgency. A colleague of mine from the Njala campus was taken into custody by officers this afternoon, and as far as I can establish he remains at the Bo police station without having been told the precise offence. Could a lawyer attend?",
    intent: "urgent",
  },
  {
    message:
      "To be precise: my son was not 'invited for questioning', he was handcuffed and placed in a vehicle at 3 pm and is still being held at Mokonde. Is someone available to attend immediately?",
    intent: "urgent",
  },
  {
    message:
      "madam dem call police on me say I tif dem ring but i did not take it, i was only cleaning the room. police dey downstairs now talking to master. pls help me what do i do",
    intent: "urgent",
  },
  { message: "they took my cousin to station she is house girl like me they say she steal. she still there now", intent: "urgent" },
  {
    message:
      "Guten Tag, my brother in Freetown was arrested last night by police at Congo Cross and he is still in the cell, the family called me here in Germany at 3 in the morning. Nobody tells them the reason. Bitte, can a Anwalt go there today? I can pay from here by transfer.",
    intent: "urgent",
  },
  {
    message:
      "Hallo, ich schreibe für meine Mutter. My uncle is on remand at Pademba Road since Tuesday and nobody from the family knows what is happening. Can you send someone bitte, and also how much will it cost?",
    intent: "urgent",
    also: ["knowledge:Fees"],
  },
  {
    message:
      "omg police just took my bf from outside our school in Wellington 😭😭 they put him in the van n drove off, his mum is not picking her phone n i dont know which station they took him to. wat do i do",
    intent: "urgent",
  },
  { message: "pls pls my dad is locked up at the station rn and they wont let us see him 😢 can u help", intent: "urgent" },
  {
    message:
      "Dear Sir/Madam, I write on behalf of the Paramount Chief. Three youths of our section were arrested this morning by the police over the boundary quarrel and remain detained at the Kailahun police division. We humbly request immediate legal assistance.",
    intent: "urgent",
  },
  {
    message:
      "The Town Chief of our village has been held by police since last night in connection with the land dispute. Kindly advise what the community should do at once.",
    intent: "urgent",
  },
  {
    message: "Sir, my shop manager has been taken by police from Kissy Street shop this morning itself. Kindly do the needful and send one lawyer urgently.",
    intent: "urgent",
  },
  {
    message: "Police has detained our accountant at Central police station from 11 o'clock. Please revert back immediately, it is very urgent matter.",
    intent: "urgent",
  },
  { message: "na di polis dem de na mi domot naw dem se dem wan mi os papa", intent: "urgent" },
  {
    message:
      "I been selling fish for 20 years na dis same wharf and nobody ever trouble me, but today some men come say the council want clear the place, we argue small and now police don carry my son go station, he still dey there. Abeg wetin I go do?",
    intent: "urgent",
  },
  {
    message:
      "Customs and police holding my boy at Lungi checkpoint now. He was carrying samples with all papers, export permit included. They say wait for the commander. Need release today.",
    intent: "urgent",
  },
  { message: "Brother locked up Kenema. Also what are your hours?", intent: "urgent", also: ["hours"] },
  {
    message:
      "My nephew, who is a student of mine as well, has been detained at the Taiama police post since yesterday evening, apparently over a fight at a bar. I should like to know whether he may be held indefinitely without charge and whether you can send counsel.",
    intent: "urgent",
  },
  { message: "they lock me sister inside cell", intent: "urgent" },
  { message: "police come take my madam husband driver and me i am afraid they will come for me also. driver still inside station", intent: "urgent" },
  {
    message:
      "Meine Schwester sagt, her husband was arrested at the airport Lungi when he came back from Guinea, he is still held since 2 days. We need a lawyer sofort please.",
    intent: "urgent",
  },
  {
    message:
      "cops r holding my older bro at Waterloo police since last nite 4 no reason!!! 😡 he was just standing by the junction w his friends n they grabbed all of them. my mum is crying. can a lawyer go there pls",
    intent: "urgent",
  },
  {
    message:
      "We respectfully inform you that the Section Chief was taken away by armed police officers at dawn and is presently held in Makeni. The elders request that counsel attend him without delay.",
    intent: "urgent",
  },
  {
    message:
      "My container clearing agent has been arrested at the Quay by police today and is in lock-up. He is having all my documents. Kindly send someone at the earliest.",
    intent: "urgent",
  },
  {
    message:
      "URGENT MY HUSBAND IS IN POLICE CELL AT LUMLEY SINCE FRIDAY THEY SAY HE CAN ONLY GO OUT IF WE PAY AND WE DONT HAVE THE MONEY PLEASE SEND SOMEBODY TO HELP HIM",
    intent: "urgent",
  },
  {
    message:
      "a de sɛl fish na Susan Bay fo lɔng tɛm, mi pikin bɔbɔ de ep mi kɛr di bɔks dem. las nite sɔm pipul fɛt nia di wharf an wan man wund. polis kam an dem jus grab mi pikin wit di ɔda bɔbɔ dem, e nor bin de na di fɛt sɛf. naw e de na Kroo Town Rod polis stesin, dem se dem go sɛn am go kɔt. e nor get nobody fo talk fo am. abeg una go fit sɛn lɔya tide? an omos una go chaj?",
    intent: "urgent",
    also: ["knowledge:Fees"],
  },
  { message: "Mining police picked up two diggers from my site this morning. Still holding them. Can your criminal lawyer attend?", intent: "urgent" },
  {
    message: "They are interrogating my daughter at the station as I type this. She is 17. Does she have the right to have a lawyer present? Please come.",
    intent: "urgent",
  },
  {
    message:
      "i am hiding in the bathroom. police came for my boss son and they are searching the house now, they already put him in handcuffs in the parlour. madam is crying and she told me to find lawyer on phone quick",
    intent: "urgent",
  },
  {
    message:
      "Entschuldigung for my English. My father is in Freetown, police took him from his house today because of a land matter with neighbour. He is old and sick. Bitte help him now.",
    intent: "urgent",
  },
  { message: "my mum just called crying police arrested my uncle at the market 2day n hes still there, can a lawyer go 2 the station??", intent: "urgent" },
  {
    message:
      "We are writing as the village development committee. Our secretary, Mr. Koroma, was removed by police last evening and is being kept at Moyamba. Please attend to this matter most urgently.",
    intent: "urgent",
  },
  {
    message:
      "Good evening sir, my brother-in-law is under police custody at Ross Road since two days for some cheque bouncing matter. Bail is being refused. Kindly advise what to do right now.",
    intent: "urgent",
  },
  { message: "dem don hol mi boy na Kroo Bay polis, dem se e tif phone. e nor tif notin", intent: "urgent" },
  { message: "Brother arrested. Kenema. Now.", intent: "urgent" },

  // ── safety ──
  { message: "mi man de bit mi evri nite, tide e tek stik, a don run go mi mama os bot a fred", intent: "safety" },
  { message: "Rival buyer threatening to kill me over a deal. He sent boys to my house last night. What do I do?", intent: "safety" },
  { message: "madam beat me again today with belt. i cannot go out. she take my passport", intent: "safety" },
  { message: "i am scared he is outside my room door now. the master. he try to force me last week", intent: "safety" },
  {
    message:
      "oga hit me and say if I tell anybody he go kill me. my face swell. i am writing from the kitchen. i cannot go to police because he know the police officer",
    intent: "safety",
  },
  {
    message: "Meine Cousine in Bo is being beaten by her husband, yesterday he broke her arm and she is afraid he will kill her. What can we do from Germany?",
    intent: "safety",
  },
  { message: "my stepdad keeps touching me when mum is not home and i dont know who to tell 😔", intent: "safety" },
  { message: "my ex is sending me messages saying he will throw acid on my face if i dont come back to him. im so scared", intent: "safety" },
  {
    message:
      "A young woman of our chiefdom has reported that she was raped by a man of influence and the family is being threatened to keep quiet. She fears for her life. Please advise.",
    intent: "safety",
  },
  {
    message: "Some men came to my shop and said they will burn it with me inside if I do not pay them. Kindly advise, I am fearing for my family's safety.",
    intent: "safety",
  },
  { message: "a de na Susan Bay, mi bɔbɔ fren dem se dem go kil mi if a nor gi dem moni, a nor sabi usai fo go", intent: "safety" },
  {
    message:
      "A student has confided in me that she is being sexually abused by a relative with whom she lodges in Mokonde. I am unsure of the proper course and am concerned for her immediate safety.",
    intent: "safety",
  },
  { message: "He is beating my sister now, we can hear it through the wall. Who do we call?", intent: "safety" },
  {
    message:
      "After the land meeting, the other faction openly threatened to cut our elders with machetes. The elders now fear to sleep in the village. We request guidance.",
    intent: "safety",
  },
  {
    message:
      "husband locked me in room 2 days no food he say i will die here. i have small charge left on phone. we live behind the mosque in Calaba Town. please somebody help",
    intent: "safety",
  },
  { message: "the boy in my class said him and his friends will rape me after school i am scared to go 😭", intent: "safety" },
  { message: "My landlord has been threatening me with a gun because of the rent dispute. I think he will really shoot.", intent: "safety" },
  {
    message: "Mi aunty tell mi from Freetown her husband beat her every day and threaten her with knife, she is hiding at neighbour now. Was sollen wir tun?",
    intent: "safety",
  },
  {
    message:
      "Sir, my staff member told me her husband is beating her and she is coming to work with wounds. She is scared to go home tonight. What protection can she get?",
    intent: "safety",
  },
  { message: "i think they will kill me if they find out i wrote here", intent: "safety" },
  { message: "Business partner pulled a knife on me at the office today. Said next time he finishes me.", intent: "safety" },
  { message: "pls help my friend her bf beats her every time he is drunk she has bruises all over n shes too scared to leave", intent: "safety" },
  { message: "mi uncle de fos mi fo go wit man fo moni, a de fred fo mi layf", intent: "safety" },
  {
    message:
      "I must report, with some embarrassment, that I have received written death threats after failing a student who is related to a powerful family. I am genuinely afraid.",
    intent: "safety",
  },
  {
    message: "Our messenger was severely beaten by youths loyal to the rival claimant and they promise to return for the secretary tonight.",
    intent: "safety",
  },

  // ── legal-question ──
  { message: "if mi man day, in broda dem go fit tek di os from mi and mi pikin dem?", intent: "legal-question" },
  { message: "na tru se if yu nor pe rent tri mont di landlord fit trowe yu tins na rod?", intent: "legal-question" },
  { message: "Is it legal to buy gold without a dealer licence if the amount is small?", intent: "legal-question" },
  { message: "Supplier took deposit, never delivered. Can I sue him or is it police matter?", intent: "legal-question" },
  {
    message:
      "I would be grateful for clarity on a point: under Sierra Leonean law, is a verbal agreement to sell land enforceable where money has changed hands but no conveyance has been executed?",
    intent: "legal-question",
  },
  {
    message:
      "Strictly speaking, does the Employment Act 2023 entitle a contract lecturer, renewed annually for six years, to the same end-of-service benefits as permanent staff?",
    intent: "legal-question",
  },
  {
    message:
      "Is it true that a customary marriage is not valid unless it is registered within six months? I raise the question because a former student, married under customary law in Moyamba district some four years ago, is now told by her late husband's relatives that she was never his lawful wife and has no claim to the house. I should like to understand the legal position before advising her where to go.",
    intent: "legal-question",
  },
  { message: "can my madam keep my salary because i broke plate? is it allowed", intent: "legal-question" },
  { message: "if i run away from the house will police arrest me because madam has my papers", intent: "legal-question" },
  {
    message: "My brother died in Freetown without a will. Does his German wife get his house or his children from Sierra Leone? Bitte explain how it works.",
    intent: "legal-question",
  },
  {
    message: "Ist es möglich... can I sell my late father's land in Waterloo from Germany through a power of attorney, or do I have to come home?",
    intent: "legal-question",
  },
  { message: "is it illegal 4 my teacher to seize my phone n read my msgs? 🤔", intent: "legal-question" },
  { message: "if my parents divorce do i get to choose who i live with im 15", intent: "legal-question" },
  {
    message:
      "Respected Sir, we wish to know whether a Paramount Chief may lawfully lease community land to a mining company without the consent of the landowning families.",
    intent: "legal-question",
  },
  {
    message:
      "Kindly clarify if the stranger farmer who has been using our land for over 30 years can now claim ownership of it under the law. He was given the land by the late Section Chief on the understanding that he would pay a small tribute at harvest, which he did until about 2015. His sons now say the land is theirs.",
    intent: "legal-question",
  },
  { message: "As a foreigner, can I own freehold land in Freetown in my own name or only leasehold? Kindly clarify the position.", intent: "legal-question" },
  {
    message: "If my tenant is not paying rent since 5 months, can I change the locks myself or will I be in trouble? Kindly revert.",
    intent: "legal-question",
  },
  { message: "wetin go apin if a sign di paper we di kompin gi mi, dem se a nor go fit kom bak fo mi moni?", intent: "legal-question" },
  { message: "Do I have a case against the bank for freezing my account without notice?", intent: "legal-question" },
  {
    message:
      "How many years prison for receiving stolen goods if you didn't know they were stolen? Asking for a shop owner in my lane who bought phones from a supplier, police came and took the stock away and told him to report next week.",
    intent: "legal-question",
  },
  {
    message:
      "Would a court regard a WhatsApp message as sufficient acceptance of a written offer? I ask because the matter is presently in dispute with a contractor.",
    intent: "legal-question",
  },
  { message: "is it legal for my employer to not give me any day off for 1 year", intent: "legal-question" },
  {
    message: "My cousin has a baby with a man who now refuses to support. Can she get money from him by law, even if they were never married? Danke.",
    intent: "legal-question",
  },
  { message: "can the police arrest u just for posting something on tiktok about a politician?", intent: "legal-question" },
  {
    message: "We seek your opinion whether the decision of the chiefdom council to remove our family from the land book can be challenged in the High Court.",
    intent: "legal-question",
  },
  {
    message: "If the buyer refuses to take delivery of goods after LC is opened, what remedy is available to the seller under Sierra Leone law?",
    intent: "legal-question",
  },
  { message: "if mi granpa lan nor get dokument, wi fit stil win di kes?", intent: "legal-question" },
  {
    message:
      "Should I sign the lease the landlord gave me? It says he can increase rent anytime with one month notice, and also that I must pay two years in advance, and if I leave early I lose everything. My current place in Kissy is being sold so I need to move by month end, but this paper worries me.",
    intent: "legal-question",
  },
  { message: "What will the court award if I win unfair dismissal? I was earning 4 million Leones a month.", intent: "legal-question" },
  { message: "i was wondering whether a girl can be forced into marriage at 16 if her family agrees, is that allowed in SL?", intent: "legal-question" },
  {
    message: "My husband took a second wife without telling me. I am in Germany with the children. Can I divorce him in Sierra Leone while staying here?",
    intent: "legal-question",
  },
  { message: "Our gold export permit expired last week. Will shipping under the old one be an offence?", intent: "legal-question" },

  // ── off-topic ──
  { message: "wetin na di pris fo bonga fish dis wik na Tombo?", intent: "off-topic" },
  {
    message: "usai a fit bai ays fo mi fish bifo di rain kam? di ays mashin na wi wharf don pwɛl sins Tuzde an di fish de rɔtin, a nid ays kwik kwik",
    intent: "off-topic",
  },
  { message: "gi mi wan gud rɛsipi fo pepe sup wit fish", intent: "off-topic" },
  { message: "Gold price per ounce today? London fix. My usual site not loading.", intent: "off-topic" },
  { message: "Exchange rate dollar to Leone today please.", intent: "off-topic" },
  { message: "Best 4x4 for Kenema–Kailahun road in rainy season?", intent: "off-topic" },
  { message: "Could you suggest a concise reading list on the history of the common law for my first-year students?", intent: "off-topic" },
  {
    message:
      "Please draft a 500-word essay on the role of the judiciary in democratic Sierra Leone; it is for a class exercise. I wish to show students a model answer and then have them critique its structure and argument.",
    intent: "off-topic",
  },
  { message: "What is the correct plural of 'attorney general'? My colleagues disagree and I should like to settle it.", intent: "off-topic" },
  { message: "Who wrote the novel 'The Trial'? I need it for a seminar.", intent: "off-topic" },
  { message: "how to delete my whatsapp messages so nobody sees", intent: "off-topic" },
  { message: "wat time is sunset today", intent: "off-topic" },
  { message: "Wie ist das Wetter in Freetown this week? I am flying next Monday.", intent: "off-topic" },
  { message: "Which airline is cheapest from Frankfurt to Lungi in December?", intent: "off-topic" },
  { message: "How do I send money from Germany to Orange Money in Sierra Leone?", intent: "off-topic" },
  { message: "Can you translate 'I miss you, Mama' into Krio? Danke!", intent: "off-topic" },
  {
    message: "write me a rap about a judge who falls in love 😂🔥 its 4 our drama club show on friday n it has to rhyme w 'gavel' n 'travel' lol",
    intent: "off-topic",
  },
  { message: "whos gonna win the champions league this yr", intent: "off-topic" },
  { message: "pls help with my homework wat is the capital of Australia", intent: "off-topic" },
  { message: "best court shoes 4 graduation under 300k?? 👠", intent: "off-topic" },
  { message: "tell me a joke about lawyers lol", intent: "off-topic" },
  { message: "how do i get more followers on insta 📸", intent: "off-topic" },
  {
    message: "Dear Sir, kindly assist us in composing a welcome speech for the Paramount Chief at the opening of the new court barray in our chiefdom.",
    intent: "off-topic",
  },
  { message: "We request a short poem in honour of our late chief, to be read at his memorial.", intent: "off-topic" },
  { message: "Please advise the best time to plant swamp rice on our community land this year.", intent: "off-topic" },
  { message: "Kindly suggest a good Indian restaurant in Freetown for family dinner on Sunday.", intent: "off-topic" },
  {
    message:
      "What is the price of land in Lumley per town lot these days? Just asking for general idea, my friend from Delhi is asking me and I am not knowing the current market rate.",
    intent: "off-topic",
  },
  {
    message: "Kindly tell me cricket score India vs Australia. Internet here is very slow, streaming is not working and I am missing the match.",
    intent: "off-topic",
  },
  { message: "How to write a professional cover letter for a job in bank? Do the needful.", intent: "off-topic" },
  { message: "Current rate of cement bag in Freetown?", intent: "off-topic" },
  {
    message:
      "the generator at my madam house will not start how do i fix it. i pulled the rope many times and there is fuel. she will shout at me when she come back and there is no light",
    intent: "off-topic",
  },
  { message: "what can i cook with cassava leaf and no meat", intent: "off-topic" },
  { message: "dis mi fon nor de chaj, wetin a go du?", intent: "off-topic" },
  { message: "Please explain Newton's three laws of motion in simple words for my daughter's test.", intent: "off-topic" },
  { message: "Tell me the story of the Amistad ship for my class presentation.", intent: "off-topic" },
  { message: "Is it going to rain in Kenema tomorrow?", intent: "off-topic" },
  { message: "what does 'habeas corpus' mean in a crossword clue 7 letters lol", intent: "off-topic" },
  {
    message:
      "Kannst du mir helfen, a birthday message for my grandmother in Makeni, she turns 80 on Sunday and the whole family will read it at the party, something nice with God and long life, danke!",
    intent: "off-topic",
  },
  { message: "Who is the current President of Sierra Leone? Settle an argument for us please.", intent: "off-topic" },
  { message: "make me a contract of love for my crush 😍 like a funny one", intent: "off-topic" },

  // ── greeting ──
  { message: "kushe o", intent: "greeting" },
  { message: "Good morning.", intent: "greeting" },
  { message: "Good afternoon. I trust this finds you well.", intent: "greeting" },
  { message: "hello?? anyone there", intent: "greeting" },
  { message: "Hallo, guten Morgen!", intent: "greeting" },
  { message: "heyyy 👋😊", intent: "greeting" },
  {
    message:
      "Greetings from the Chiefdom Administration. On behalf of the Paramount Chief, the Speaker and the elders, we send you our warm compliments and trust the chambers is well.",
    intent: "greeting",
  },
  { message: "Namaste sir, good evening.", intent: "greeting" },
  { message: "kushe mi pa, aw di bodi", intent: "greeting" },

  // ── thanks ──
  { message: "tenki tenki plenti", intent: "thanks" },
  { message: "Noted. Thanks.", intent: "thanks" },
  { message: "Thank you; that answers my question precisely.", intent: "thanks" },
  { message: "thank you madam god bless", intent: "thanks" },
  { message: "Vielen Dank, that helps my family a lot.", intent: "thanks" },
  { message: "tysm 🙏💕", intent: "thanks" },
  { message: "The community is most grateful for your kind assistance.", intent: "thanks" },
  { message: "Thanks a ton for the prompt reply, much appreciated.", intent: "thanks" },

  // ── goodbye ──
  { message: "ok a de go naw, wi go tok bak", intent: "goodbye" },
  { message: "Done. Bye.", intent: "goodbye" },
  { message: "Thank you for your help; I shall take my leave now. Good day.", intent: "goodbye" },
  { message: "ok bye i have to go she is coming", intent: "goodbye" },
  { message: "Danke und tschüss!", intent: "goodbye" },
  { message: "ttyl byeee ✌️", intent: "goodbye" },
  { message: "Okay, thanks, I will take leave now. Bye bye.", intent: "goodbye" },

  // ── services ──
  { message: "wetin una de du na dis ofis? una de ep pipul wit wetin?", intent: "services" },
  { message: "What type of cases you handle?", intent: "services" },
  {
    message:
      "Could you set out, in brief, the areas of law in which the chambers practises? I ask because I occasionally refer students and colleagues, and I prefer to know precisely what a firm does before recommending it.",
    intent: "services",
  },
  { message: "what kind of problem you people can help with", intent: "services" },
  { message: "My family asked me to find out what your Kanzlei does exactly, which kinds of matters do you take?", intent: "services" },
  {
    message:
      "wat do u guys even do lol 😂 like my teacher said we should find out about law firms 4 careers day n i picked urs. is it only court stuff or more",
    intent: "services",
  },
  { message: "We should be grateful for a list of the legal services your firm provides, so that the council may know whom to approach.", intent: "services" },
  {
    message:
      "Kindly share the list of services offered by your firm. We are having multiple businesses here, trading, import and one small hotel, so we want to know which matters you are handling before engaging.",
    intent: "services",
  },
  { message: "Do you only do court cases or other things too?", intent: "services" },
  { message: "una de tek ol kayn kes o na sɔm nɔmɔ?", intent: "services" },
  { message: "Which practice areas does the firm cover? Is it full service?", intent: "services" },
  {
    message: "Is yours a general practice, or do you specialise? I ask because I am compiling a list of firms for our faculty's legal clinic referrals.",
    intent: "services",
  },

  // ── team ──
  { message: "udat na di lɔya dem na una ofis?", intent: "team" },
  { message: "Who are your lawyers?", intent: "team" },
  {
    message:
      "May I see a list of the counsel at the chambers together with their respective specialisms? I do not wish to book anything yet; I merely want to know who is who before deciding whether to proceed.",
    intent: "team",
  },
  { message: "how many lawyers work there", intent: "team" },
  { message: "Wer sind die Anwälte? I mean who are the lawyers in your office, my uncle wants to know.", intent: "team" },
  {
    message: "r there any female lawyers at ur firm? 👩‍⚖️ my mum feels more comfortable talking 2 a woman abt her stuff n i said i would ask for her",
    intent: "team",
  },
  {
    message:
      "Kindly furnish the names of the senior partners and associates of the firm. The community wishes to know the persons who may represent it before deciding on counsel in the land matter.",
    intent: "team",
  },
  { message: "Please send details of your team of advocates.", intent: "team" },
  { message: "Who works at Kamara Chambers?", intent: "team" },
  { message: "Who are the people in your firm? Names pls", intent: "team" },
  { message: "wich lɔya dem de wok wit una", intent: "team" },
  { message: "Staff list? Who handles what? Need to know which one does mining and export matters before I come.", intent: "team" },

  // ── contact ──
  { message: "aw a go fit kɔntakt una?", intent: "contact" },
  { message: "How do I reach you?", intent: "contact" },
  { message: "What is the most reliable means of contacting the chambers outside of this chat?", intent: "contact" },
  { message: "how i can reach you people without my madam knowing", intent: "contact" },
  {
    message:
      "How can my family in Freetown get in touch with you? They do not use internet much, my mother only has a small phone, and my brother works in the day. I want to give them the right way.",
    intent: "contact",
  },
  { message: "how do i contact u guys", intent: "contact" },
  {
    message:
      "Kindly provide your full contact details for our records. The Chiefdom Council is updating its register of professional advisers and would wish to have the correct particulars of your chambers on file.",
    intent: "contact",
  },
  { message: "Please share contact details, I will get in touch tomorrow.", intent: "contact" },

  // ── phone ──
  { message: "gi mi una nɔmba abeg", intent: "phone" },
  { message: "Phone number? Network bad here in Tongo, chat keeps dropping. Better I call.", intent: "phone" },
  { message: "Is there a telephone line on which a lawyer may be reached directly?", intent: "phone" },
  { message: "can i call you", intent: "phone" },
  { message: "What is your Telefonnummer? I want to call from Germany, with +232?", intent: "phone" },
  { message: "wats ur numba i wanna call instead, typing is too long 4 me n i have like 20 questions lol 📞", intent: "phone" },
  { message: "Kindly send me your office landline or mobile number, I will call after lunch.", intent: "phone" },
  { message: "Do you have WhatsApp number? I can call on it.", intent: "phone" },

  // ── email ──
  { message: "una get imel?", intent: "email" },
  { message: "Email address for documents? Have scanned export papers and the buyer agreement, want lawyer to see before meeting.", intent: "email" },
  { message: "To which email address should I send the draft agreement for review?", intent: "email" },
  { message: "Was ist Ihre E-Mail-Adresse? I will send the death certificate scan.", intent: "email" },
  { message: "wats ur email", intent: "email" },
  { message: "We wish to submit a formal letter of complaint by electronic mail; kindly provide the appropriate address.", intent: "email" },
  { message: "Kindly share your official email ID so I can forward the documents.", intent: "email" },

  // ── address ──
  { message: "usai una ofis de?", intent: "address" },
  {
    message: "Office location? Coming from Kenema by road, reaching Freetown through Waterloo. Which area, which landmark, so driver can find it.",
    intent: "address",
  },
  { message: "Could you give directions to your office from Youyi Building?", intent: "address" },
  { message: "where is your office is it far from hill station", intent: "address" },
  { message: "wat street r u on? can i take a keke there", intent: "address" },
  {
    message:
      "Kindly share exact address with nearest landmark, my driver does not know Siaka Stevens Street and last time he took me round and round Cotton Tree area for half hour. Which side of the road, which building?",
    intent: "address",
  },
  { message: "What is the address? My brother will come by okada from Kissy.", intent: "address" },

  // ── hours ──
  { message: "una opin tide?", intent: "hours" },
  { message: "Open Saturday? Only day I am in Freetown this month. Selling Friday in Kenema, driving down Friday night.", intent: "hours" },
  {
    message:
      "At what hour do the chambers close on Fridays? I ask because many offices in Freetown close early for Jummah prayers, and I should not like to travel from Njala only to find the door locked.",
    intent: "hours",
  },
  { message: "are you open on sunday i only get free on sunday", intent: "hours" },
  {
    message:
      "What are your Öffnungszeiten? Opening hours I mean. There is time difference with Germany, in winter only one hour I think, and I want to call when somebody is really in the office.",
    intent: "hours",
  },
  { message: "r u open rn?", intent: "hours" },
  {
    message:
      "Kindly inform us of the days and hours during which the office receives visitors, as a delegation of elders must travel from the provinces and we wish to arrive when the office is open.",
    intent: "hours",
  },
  { message: "What are your office timings? Kindly also confirm if lunch break is there, I will be coming from Kissy Street around 1 pm.", intent: "hours" },
  { message: "wetin tem una de klos", intent: "hours" },
  { message: "Hours? Coming from Kenema, five hours road. Don't want to arrive closed.", intent: "hours" },
  {
    message:
      "Do you open before 9? I have lectures at Njala from 10 on most days and, given the state of the Taiama road, I should like to come early, ideally about 8 am, and still arrive on campus in reasonable time.",
    intent: "hours",
  },
  { message: "wat time do u open 2moro", intent: "hours" },
  { message: "Is the office open during public holidays like Independence Day?", intent: "hours" },
  { message: "una de wok satide?", intent: "hours" },
  { message: "What time you close today? I am coming from Wellington.", intent: "hours" },
  { message: "can i come in the evening after work like 7pm", intent: "hours" },

  // ── booking ──
  { message: "a wan kam si lɔya mɔnde, a go fit?", intent: "booking" },
  { message: "Want meeting with business lawyer Thursday. Coming to Freetown Wednesday night, going back Friday. Morning best. Possible?", intent: "booking" },
  {
    message: "I should like to arrange a consultation at your earliest convenience, preferably on a Wednesday afternoon when I have no teaching.",
    intent: "booking",
  },
  {
    message: "can i come see a lawyer on my day off thursday. madam think i go to church. i can come at 10 and i must be back by 2 o'clock",
    intent: "booking",
  },
  {
    message:
      "I will be in Freetown from 10 to 24 December for my father's memorial. Can I book a Termin with a lawyer during that time? It is about his house in Kissy and the papers, I want to finish it while I am there.",
    intent: "booking",
  },
  {
    message: "can i book an appointment 4 my mum next week? she's too shy to ask lol. it's about my grandma's house in Kissy, she's free tues or wed after 2",
    intent: "booking",
  },
  {
    message:
      "The Chiefdom Council wishes to schedule a meeting with counsel at your chambers to discuss the community land matter. Kindly propose a suitable date.",
    intent: "booking",
  },
  { message: "Kindly fix one appointment for me on Tuesday 11 am. If possible prepone to Monday.", intent: "booking" },
  { message: "I need to talk to a lawyer tomorrow", intent: "booking" },
  { message: "abeg put mi nem fo si di lɔya fraide mɔnin", intent: "booking" },
  {
    message: "Book consultation. Earliest slot. Any lawyer who does mining licences and export. Will come any day this week except Thursday.",
    intent: "booking",
  },
  { message: "Would it be possible to have a video consultation? My relatives in Bo would join and I would connect from Hamburg.", intent: "booking" },
  { message: "i wanna schedule a meeting with someone abt my parents' situation 🥺", intent: "booking" },
  { message: "Please arrange for our delegation of five elders to meet a lawyer at the office next Tuesday.", intent: "booking" },
  { message: "Kindly block one slot for me with the land lawyer this week itself, I am travelling to Mumbai next Monday.", intent: "booking" },
  { message: "How do I make an appointment?", intent: "booking" },
  { message: "I want see lawyer bout my land, which day I fit come?", intent: "booking" },
  { message: "Is there an online form to request a consultation, or must one telephone?", intent: "booking" },
  {
    message: "can i see lawyer quick and go back before madam wakes. she sleep till 10 on saturday. i cannot stay long. is it possible early morning",
    intent: "booking",
  },
  { message: "Please reschedule my consultation from Wednesday to Friday morning. Kindly confirm.", intent: "booking" },
  { message: "Setting up a company. Want 30 min with a lawyer next week.", intent: "booking" },
  { message: "I'd like an appointment with Mrs Fatmata Kamara for my sister's divorce, bitte.", intent: "booking", also: ["attorney:Fatmata Kamara"] },
  { message: "a wan mit wan lɔya fo mi sista kes, wetin a fo du fo get apɔyntmɛnt?", intent: "booking" },
  { message: "could i pls get a consult on friday after school like 4pm?", intent: "booking" },

  // ── knowledge:Fees ──
  { message: "omos una de chaj fo si lɔya? a nor get plenti moni", intent: "knowledge:Fees" },
  { message: "Consultation fee? In Leones or dollars? Also is it one price or by the hour? Want to know before coming from Kenema.", intent: "knowledge:Fees" },
  { message: "Do you permit payment of fees in instalments, and is there any provision for legal aid for those of limited means?", intent: "knowledge:Fees" },
  {
    message: "i dont have money is there free help. madam has not paid me and i only have small money for keke. please tell me true",
    intent: "knowledge:Fees",
  },
  {
    message:
      "How much does it cost for one consultation for my mother about her house? I will pay from Germany by bank transfer, is that possible, or do you only take cash in the office? Danke im Voraus.",
    intent: "knowledge:Fees",
  },
  {
    message:
      "Kindly share your fee structure and whether you accept payment by cheque. Our company policy requires all vendor payments by cheque or bank transfer only, cash is not allowed as per our accounts department.",
    intent: "knowledge:Fees",
  },

  // ── knowledge:Languages spoken ──
  { message: "di lɔya dem sabi tok Krio? mi Inglish nor tu gud", intent: "knowledge:Languages spoken" },
  {
    message: "Lawyer speaks Mende? My father only speaks Mende and small Krio. He is the one with the land problem, must explain himself.",
    intent: "knowledge:Languages spoken",
  },
  {
    message: "Does any of your counsel conduct consultations in French? A visiting colleague from Conakry requires advice.",
    intent: "knowledge:Languages spoken",
  },
  {
    message:
      "my aunty only speaks Temne, she came from Port Loko last week because of her husband's property. can somebody there talk to her in Temne so she can explain herself?",
    intent: "knowledge:Languages spoken",
  },
  {
    message:
      "Spricht jemand Deutsch? If not, English is ok, but my husband is German and wants to follow what is said in the meeting about our land in Waterloo, because he put money in it too.",
    intent: "knowledge:Languages spoken",
  },
  {
    message:
      "Do you provide interpreter? Our elders speak Kono only, and it is necessary that they understand every word of the advice given to them concerning the land of their forefathers.",
    intent: "knowledge:Languages spoken",
  },

  // ── knowledge:Parking ──
  { message: "usai a go pak mi motoka if a kam?", intent: "knowledge:Parking" },
  {
    message: "Parking at office? Coming in pickup with two people. Last time in town I parked on the road and got towed by the police.",
    intent: "knowledge:Parking",
  },
  { message: "Is there secure parking in the vicinity of your office? I shall be driving in from Njala.", intent: "knowledge:Parking" },
  { message: "Wo kann man parken? My brother will drive, is there a parking place near your office?", intent: "knowledge:Parking" },
  {
    message:
      "Is there parking space for my car and driver near your office? Town is very congested and last time my driver had to keep circling for one hour, so kindly advise where he can wait.",
    intent: "knowledge:Parking",
  },
  {
    message: "can my dad park his car by ur office or is it no parking zone? last time he went town the traffic police took his plate 🙄 he's stressing",
    intent: "knowledge:Parking",
  },

  // ── knowledge:What to bring ──
  { message: "wetin a fo kɛr kam wen a de kam si di lɔya?", intent: "knowledge:What to bring" },
  {
    message: "Which documents needed for first meeting? I have licence, company certificate, contract with buyer, bank statements. Bring all or only some?",
    intent: "knowledge:What to bring",
  },
  {
    message:
      "Ahead of my consultation, which papers ought I to bring: the contract alone, or the correspondence as well? There are some forty emails and several letters, and I would rather not arrive with an unwieldy folder if it is unnecessary.",
    intent: "knowledge:What to bring",
  },
  { message: "i dont have any papers madam keep my id. what should i bring", intent: "knowledge:What to bring" },
  {
    message: "What Unterlagen should my mother bring for the meeting about the inheritance? Death certificate, birth certificates?",
    intent: "knowledge:What to bring",
  },
  {
    message:
      "Kindly let me know list of documents to carry for the consultation. I am having sale agreement, survey plan, receipts and some old letters from previous lawyer. Should I carry originals or photocopies will do?",
    intent: "knowledge:What to bring",
  },

  // ── unknown ──
  { message: "eh", intent: "unknown" },
  { message: "?", intent: "unknown" },
  { message: "I have a question of a somewhat general nature.", intent: "unknown" },
  { message: "hello i want", intent: "unknown" },
  { message: "hmmm idk 🤷‍♀️", intent: "unknown" },
  { message: "Kindly do the needful.", intent: "unknown" },

  // ── area:family ──
  {
    message:
      "mi man lɛf mi wit tri pikin sins las Krismɛs an nor de gi wi notin fo it, di pikin dem nor de go skul bikos a nor get fis. a de sɛl fish na Susan Bay bot e nor du. a wan lɔya fo ep mi get mɛntenans",
    intent: "area:family",
  },
  { message: "a wan divɔs mi man, e don mared ɔda uman", intent: "area:family" },
  {
    message:
      "Need lawyer for child custody. Wife took kids to Guinea without my consent while I was in Kenema for business. Two boys, 6 and 9. Want them back in school here.",
    intent: "area:family",
  },
  {
    message: "I am seeking assistance with the formal adoption of my late sister's daughter, who has lived with my wife and me in Bo since she was four.",
    intent: "area:family",
  },
  { message: "my husband took our baby to his village and say i will never see her again. i need help to get my child", intent: "area:family" },
  {
    message: "Hallo, my sister in Makeni wants a divorce after 12 years, the husband does not agree. She needs a family Anwalt. Can you help her?",
    intent: "area:family",
  },
  { message: "We live in Köln and want to adopt a child from Sierra Leone, my wife's niece. We need help with the process over there.", intent: "area:family" },
  { message: "my parents r getting divorced n they're fighting about who keeps me n my lil bro, can someone help my mum 😞", intent: "area:family" },
  {
    message:
      "I write regarding a widow in our village whose late husband's brothers have taken all his property and chased her and the children away. The family requires a lawyer in inheritance matters.",
    intent: "area:family",
  },
  {
    message: "Daughter of my friend wants to marry in Freetown, she is Indian and the boy is Sierra Leonean. Kindly guide for marriage registration procedure.",
    intent: "area:family",
  },
  {
    message:
      "divorce help pls. married 9 yrs, he drinks n disappears for weeks, i have been carrying the rent and the children alone. i am ready to end it but i dont know where to start with the court side",
    intent: "area:family",
  },
  { message: "mi papa day las yaa, na mi stepmama don tek ɔl in prɔpati, a wan lɔya fo di inɛritans", intent: "area:family" },
  {
    message:
      "Child maintenance. Ex wife demanding too much, more than half my income. I pay school fees directly already. Need representation at family court.",
    intent: "area:family",
  },
  {
    message:
      "My wife and I are separating amicably, but we require counsel to formalise the arrangements for our two children. Who in the chambers handles such matters?",
    intent: "area:family",
  },
  {
    message:
      "i want to go back to my village with my child but the father family say the child belong to them because they paid the bride price. the father is not helping anything. i need someone to help me keep my child",
    intent: "area:family",
  },
  {
    message:
      "Our late father left property in Freetown and in Germany. My siblings and I need help with the Erbschaft part in Sierra Leone, dividing his estate fairly.",
    intent: "area:family",
  },

  // ── area:business ──
  { message: "a wan rɛjista mi fish biznɛs, aw fo du am?", intent: "area:business" },
  {
    message: "Need gold dealer licence renewal with the National Minerals Agency. Expires end of month. Last year agent messed it up. Can your firm handle?",
    intent: "area:business",
  },
  { message: "Registering company with two foreign partners. Need help with the documents at CAC.", intent: "area:business" },
  {
    message:
      "Several colleagues and I intend to establish a private research consultancy. We require advice on incorporation and on drafting a sound shareholders' agreement.",
    intent: "area:business",
  },
  {
    message: "My brother wants to open a small business in Freetown, a shop for phones. I want to invest from Germany. We need help to register it properly.",
    intent: "area:business",
  },
  { message: "i wanna start selling lip gloss online n register it as a real business how 💄", intent: "area:business" },
  {
    message:
      "The women's cooperative of our chiefdom wishes to be registered formally so that it may open a bank account and receive grants. We seek your guidance.",
    intent: "area:business",
  },
  {
    message: "We are planning to open a branch office of our Indian company in Freetown. Kindly guide regarding registration and compliance.",
    intent: "area:business",
  },
  {
    message: "Partnership dispute with my co-director. He is withdrawing money from company account without board approval. Need corporate lawyer urgently.",
    intent: "area:business",
  },
  {
    message:
      "business licence at Freetown City Council problem, they are refusing renewal saying old arrears from previous tenant of the shop, which are not ours. Need business lawyer.",
    intent: "area:business",
  },
  {
    message:
      "I am looking for advice on a bank loan facility for my trading company, the terms are very complicated and I want someone to review before signing.",
    intent: "area:business",
  },
  { message: "Company AGM issues. Shareholders fighting. Need governance advice.", intent: "area:business" },
  { message: "mi an mi kɔmpin dem wan mek patnaship fo sɛl fish na Gambia, wi nid paper", intent: "area:business" },
  { message: "How to register an NGO with a business arm? We are a German-Sierra Leonean association.", intent: "area:business" },
  { message: "My business partner wants to exit. Kindly assist with the buyout agreement and transfer of his shares.", intent: "area:business" },

  // ── area:shipping ──
  { message: "mi fish wey a bin sɛn go Guinea na bot, dem se di bot don lɔs ɔl, a wan lɔya", intent: "area:shipping" },
  {
    message: "Container stuck at Queen Elizabeth II Quay three weeks. Customs demanding extra duty above assessment. Demurrage running every day. Need help.",
    intent: "area:shipping",
  },
  { message: "Cargo of machinery arrived damaged at Freetown port. Shipping line refusing claim.", intent: "area:shipping" },
  {
    message:
      "A consignment of laboratory equipment for the university has been held by port authorities over an alleged discrepancy in the bill of lading. We require assistance with the clearance.",
    intent: "area:shipping",
  },
  {
    message:
      "I shipped a container of used cars from Hamburg to Freetown and the agent at the port is saying the container is missing. Please help, it is all my savings.",
    intent: "area:shipping",
  },
  { message: "my uncle's boat got seized by the navy for fishing in wrong zone, he needs a lawyer for that", intent: "area:shipping" },
  {
    message:
      "Our container of rice from Mumbai is held at port due to demurrage dispute with the shipping line. Kindly advise and do the needful at the earliest.",
    intent: "area:shipping",
  },
  {
    message:
      "Freight forwarder lost part of our shipment, 14 of 60 cartons of textiles from Chennai. He is saying port is responsible, port is saying he is responsible. Want to claim from whoever is liable.",
    intent: "area:shipping",
  },
  {
    message:
      "shipping law firm needed: our vessel was detained at anchorage by port authority over unpaid port dues that we already paid through the agent, we have the receipts",
    intent: "area:shipping",
  },
  {
    message:
      "A fishing trawler ran over the nets of our fishermen at Goderich and the owners refuse to compensate them. The community seeks legal representation for a maritime claim.",
    intent: "area:shipping",
  },
  { message: "we need lawyer for ship arrest, the owner owes us money for fuel supply", intent: "area:shipping" },
  { message: "Mi bɔs in kɔntena de na di pɔt, dem nor wan rilis am", intent: "area:shipping" },
  {
    message: "Kindly assist, goods shipped on CIF basis but consignee in Freetown is refusing to collect and port charges are accumulating.",
    intent: "area:shipping",
  },
  { message: "Goods came on wrong vessel, bill of lading doesnt match, customs wont release", intent: "area:shipping" },
  {
    message:
      "I'm a seaman on a foreign vessel in Freetown harbour, the captain hasn't paid the crew 4 months and won't let us get off. Who handles maritime matters?",
    intent: "area:shipping",
  },
  { message: "Customs valuation dispute for imported generators at port. Need shipping and customs lawyer.", intent: "area:shipping" },

  // ── area:land ──
  { message: "mi landlɔd se a fo kɔmɔt na di os tumara, a nor get usai fo go", intent: "area:land" },
  { message: "di lan we mi papa lɛf na Waterloo, sɔm man dem de bil de", intent: "area:land" },
  {
    message:
      "Bought plot in Kenema 2021, paid full, have receipt and survey plan. Now seller sold same land to another man who is building. Need land lawyer. Help.",
    intent: "area:land",
  },
  { message: "I intend to purchase a property at Tokeh and wish to have the title deed verified and the conveyance handled properly.", intent: "area:land" },
  {
    message:
      "Our family land in Goderich is being sold by my uncle without telling the rest of us. We are in Germany and America. Please we need a lawyer to stop it.",
    intent: "area:land",
  },
  { message: "landlord wahala again 🙄 he wants to increase rent by half in the middle of the year my mum needs a lawyer", intent: "area:land" },
  {
    message:
      "Dear Sir, the boundary between our village and the neighbouring village has been in dispute since 2019, and recently the neighbours have begun clearing farmland we have always held. We request representation in this land matter.",
    intent: "area:land",
  },
  {
    message:
      "I am buying a house in Hill Station from a retired gentleman, price already negotiated and token advance given. Kindly assist with title verification and conveyancing at the earliest, as seller wants to close deal within this month.",
    intent: "area:land",
  },
  {
    message:
      "neighbour build fence on my land in Wellington while i was in the provinces, he took almost 10 feet from my side, i have survey plan. i want a lawyer to make him remove it",
    intent: "area:land",
  },
  {
    message:
      "Tenant not paying for 8 months and refuses to leave my flat at Lumley. Every time I go he gives new excuse, now he stopped picking my calls also. I am very much fed up. Need eviction lawyer.",
    intent: "area:land",
  },
  { message: "Survey plan shows my plot but ministry says another person has a conveyance for same land. Need help.", intent: "area:land" },
  {
    message:
      "My late father's family land at Bo has been shared among the brothers but the title deeds are old and nobody knows whose name is on them. We need a land lawyer to sort the documents.",
    intent: "area:land",
  },
  { message: "I want to sell my house in Wellington while I am abroad. Who can handle the selling and the papers for me?", intent: "area:land" },
  { message: "a bai lan na Kenema fo mi sista, naw dem se di lan na stet lan", intent: "area:land" },
  {
    message: "We are renting a warehouse at Kissy Road and landlord has locked it with our stock inside due to rent disagreement. Kindly assist.",
    intent: "area:land",
  },
  {
    message:
      "title deed lost in fire at our house in Kissy last dry season, everything burnt. Want to get a new one or certified copy from the Ministry of Lands, how to start",
    intent: "area:land",
  },
  {
    message:
      "The stranger settlers in our section refuse to vacate community land after their lease period expired. The Chiefdom requests assistance in recovering the land.",
    intent: "area:land",
  },

  // ── area:arbitration ──
  { message: "mi an mi patna de fɛt fo moni, wi nor wan go kɔt, una get pɔsin fo sɛtul am?", intent: "area:arbitration" },
  {
    message:
      "Dispute with Lebanese buyer over weight and purity of last shipment. Long relationship, don't want to spoil it. Prefer arbitration, not court. Can you arrange?",
    intent: "area:arbitration",
  },
  {
    message:
      "A contractual dispute has arisen between the university and a construction firm. Our agreement contains an arbitration clause, and we require counsel experienced in arbitral proceedings.",
    intent: "area:arbitration",
  },
  {
    message:
      "My brothers and the business partner in Freetown are quarrelling about the shop. We want a neutral mediator, not court, so the family stays together.",
    intent: "area:arbitration",
  },
  {
    message: "The two ruling houses wish to settle their differences through mediation rather than litigation. We seek a neutral mediator from your firm.",
    intent: "area:arbitration",
  },
  {
    message: "We have a commercial dispute with a supplier from Dubai. The contract says ICC arbitration. Kindly advise if your firm handles the same.",
    intent: "area:arbitration",
  },
  {
    message:
      "mediation between two brothers who jointly own a trading store in Bo, they no longer speak but neither wants court. Is this something your firm does?",
    intent: "area:arbitration",
  },
  { message: "Two miners claim same pit. Want mediator to settle quick.", intent: "area:arbitration" },
  { message: "is there a way to settle a business fight without going to court? my aunt and her partner r at war lol", intent: "area:arbitration" },
  {
    message: "We are a small company in a payment dispute with a client and would prefer an out of court settlement. Do you offer mediation services?",
    intent: "area:arbitration",
  },
  {
    message: "I wonder whether your chambers offers ADR services. A dispute within our professional association would benefit from a neutral third party.",
    intent: "area:arbitration",
  },
  { message: "Kindly arrange arbitration between my company and the contractor, we wish to avoid lengthy court proceedings.", intent: "area:arbitration" },
  { message: "wi wan sɛtul di palava wit di fishin kɔmpin bifo e go kɔt", intent: "area:arbitration" },
  { message: "Our joint venture partner wants to go to arbitration in London. Can you represent us?", intent: "area:arbitration" },
  {
    message: "The village and the timber company wish to resolve compensation through mediation under the community development agreement.",
    intent: "area:arbitration",
  },

  // ── area:contract ──
  { message: "di kɔmpin we a de sɛl fish gi nor pe mi fo tri mɔnt, a bin sayn agrimɛnt", intent: "area:contract" },
  {
    message:
      "Buyer owes me 40,000 USD under written agreement signed in Kenema, witnessed. Goods delivered in full in March. Now he refuses to pay and blocks my calls. Need recovery.",
    intent: "area:contract",
  },
  {
    message:
      "I was dismissed from my position at a private college without a hearing or notice, after eight years of service. I believe the dismissal to be unfair and need representation.",
    intent: "area:contract",
  },
  {
    message:
      "madam nor pay me for 5 months. she say she will pay when her husband come back from America but he come back and still nothing. i want my money so i can go home to my mother in Bo",
    intent: "area:contract",
  },
  {
    message:
      "my cousin worked for a mining company in Kono and they sacked him without paying his last salary and his end of service. He needs an employment lawyer.",
    intent: "area:contract",
  },
  { message: "my big sis got fired from her job at the bank cause she got pregnant 😤 she needs a lawyer", intent: "area:contract" },
  {
    message:
      "The contractor engaged to build our community school has abandoned the work after receiving most of the payment. The community wishes to pursue the contractor for breach.",
    intent: "area:contract",
  },
  {
    message: "Kindly review our supply agreement with a local distributor before we sign. It is urgent, we want to prepone the signing to this week.",
    intent: "area:contract",
  },
  {
    message:
      "employment contract problem. company changed my contract from permanent to casual without asking me and reduced salary. I refused to sign, now they say I resigned myself.",
    intent: "area:contract",
  },
  {
    message: "I delivered 200 bags of rice to a customer on credit with an agreement, he has now refused to pay. Need lawyer to recover my money.",
    intent: "area:contract",
  },
  { message: "Need someone to draft sale agreement for gold parcels with foreign buyer.", intent: "area:contract" },
  {
    message:
      "Our German company signed a service contract with a firm in Freetown and they have not delivered. We need a Sierra Leone lawyer for the breach of contract.",
    intent: "area:contract",
  },
  { message: "i work for a family 3 years no contract, they sack me today with no pay, i want help", intent: "area:contract" },
  { message: "Unpaid wages at construction site, twelve workers, six weeks. Who can take it?", intent: "area:contract" },
  { message: "a wok fo NGO, dem tɔmin mi wit nɔ rizin, nor pe NASSIT", intent: "area:contract" },
  { message: "Kindly help draft employment contracts for our new staff in Freetown branch.", intent: "area:contract" },

  // ── area:criminal ──
  { message: "dem se a tif fish na di wharf, polis gi mi leta fo kam mɔnde", intent: "area:criminal" },
  {
    message:
      "Summoned to ACC for questioning next week about a contract I had with the district council two years ago. Not arrested. Need criminal lawyer with me at the interview.",
    intent: "area:criminal",
  },
  {
    message: "I have been charged with assault following an altercation at a faculty meeting. The first hearing is next month, and I require defence counsel.",
    intent: "area:criminal",
  },
  { message: "madam say she will report me to police for theft but i did not steal. i need lawyer", intent: "area:criminal" },
  {
    message:
      "My brother was released on bail last month but the case is still going on at Magistrate Court. He needs a criminal defence lawyer. Can you help him?",
    intent: "area:criminal",
  },
  { message: "my friend got accused of cyberbullying n the school wants 2 report her 2 police 😬 does she need a lawyer", intent: "area:criminal" },
  {
    message:
      "A member of our community has been charged with arson in connection with the burning of the disputed farm and is due before the magistrate. He requests a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "Police has issued summons to me regarding a complaint of cheating filed by a competitor. Kindly advise on defence.", intent: "area:criminal" },
  {
    message:
      "criminal defence for my cousin, case at Pademba Road magistrate court next month, he is on bail, charge is fraudulent conversion. Family wants a proper lawyer this time.",
    intent: "area:criminal",
  },
  { message: "Out on bail now. Court date is 14th. Need a lawyer for the trial.", intent: "area:criminal" },
  {
    message: "How does bail normally work in Sierra Leone? I'm just curious because I'm writing a story about it, nobody is arrested.",
    intent: "area:criminal",
  },
  {
    message: "Is there a lawyer who does human rights cases? Police beat my neighbour during an arrest last year and he wants to take action.",
    intent: "area:criminal",
  },
  {
    message: "My son was arrested last year and released. Now he has a court case for possession of drugs. We need a good criminal lawyer.",
    intent: "area:criminal",
  },
  {
    message:
      "Purely as a matter of interest: what is the procedure after a person is charged in a magistrate court? I ask for teaching purposes, not because of any arrest.",
    intent: "area:criminal",
    also: ["legal-question"],
  },
  { message: "a de fred, dem gi mi bɔbɔ kɔt ples fo fɛt", intent: "area:criminal" },
  { message: "Our company is accused of tax evasion by NRA and there is talk of criminal charges. Kindly assist.", intent: "area:criminal" },

  // ── attorney ──
  { message: "Is Ibrahim Jalloh available? I was told he is the best for criminal cases.", intent: "attorney:Ibrahim Jalloh" },
  { message: "Does Hawa Turay still work at the chambers? She helped my father with his will years ago.", intent: "attorney:Hawa Turay" },
  { message: "Tell me about Isatu Bangura. Is she experienced with port claims?", intent: "attorney:Isatu Bangura" },
  { message: "Is Christiana Thomas the one who handles employment cases? Kindly share her experience.", intent: "attorney:Christiana Thomas" },
];
