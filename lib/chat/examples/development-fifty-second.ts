import type { LabelledMessage } from "./labelled-message";

// Chat messages about women, children and the home (abuse, forced marriage, bondo, widows, maintenance, custody, wills, adoption, birth certificates, plus home-life off-topic questions). Writers: Aminata, 19, a young mother in Kissy who left school in JSS 3 and types Krio in SMS shorthand on a cracked Android, often frightened; Mrs Hannah Cole, 58, a retired teacher and Mothers' Union leader in Wilberforce who writes formal letters on behalf of women in her church; Kadiatu, 34, a second wife and rice trader in Makeni who writes angry Krio full of typos; Mariama, 45, a widow in Bo typing on her son's phone with the vowels dropped; Musa, 38, an okada rider in Kenema separated from his wife who wants to see his children and writes frustrated Krio; Fatu, 16, a schoolgirl in Port Loko promised in marriage, writing short scared fragments; Aunty Isha, 41, a nurse in Baltimore raising money for (and trying to adopt) her late sister's children in Waterloo, writing plain American-tinged English; Sia Komba, 29, a child-protection social worker with an NGO in Kono who writes brisk professional referrals.

export const DEVELOPMENT_FIFTY_SECOND: LabelledMessage[] = [
  // urgent (40)
  {
    message:
      "pls help my husband dem carry am go Kissy police station since yesterday nite bcos of fight wit him brother. dem nor wan release am. wetin I go do",
    intent: "urgent",
  },
  {
    message: "Police are at my gate right now saying they have come to take my son for the school fight. He is only 15. Please what do I do",
    intent: "urgent",
  },
  {
    message:
      "Good afternoon. I am writing on behalf of a member of our women's fellowship, Mrs. Adama B., whose 17-year-old son was picked up by officers at Congo Cross this morning and is being held at the station. The family has not been allowed to see him. Kindly advise who can attend urgently.",
    intent: "urgent",
  },
  { message: "dem don hold me mami for makeni police stesin sins mornin say she tif de landlord in gas. she old wuman. abeg hep", intent: "urgent" },
  { message: "my mothr is in cell at Bo polic. my uncls reprtd her say she sold my late fathrs land. she ther since frdy. pls", intent: "urgent" },
  {
    message: "Me wife family call police pan me, dem de carry me now go station say a nor pay pikin money. a de na di vehicle. abeg call me",
    intent: "urgent",
  },
  {
    message:
      "they took my papa to the police station in Port Loko tonight cos he refused the man who wanted to marry me and the man said papa owe him. pls help us",
    intent: "urgent",
  },
  {
    message:
      "I'm in the US. My nephew (my late sister's son, 19) was arrested in Waterloo last night and is still at the station. Grandma is alone there. I can pay, I just need a lawyer to go to him today. Who do I call?",
    intent: "urgent",
  },
  {
    message:
      "URGENT - one of our clients, a 16 yr old girl, has been detained at Koidu police station with her baby since 6am over a theft allegation from her employer. The baby is 4 months. We need a lawyer there now.",
    intent: "urgent",
  },
  {
    message: "soldiers don hold my broda na checkpoint Masiaka since 2 days. dem say im nor get ID. im wife de born any time now. wetin we go do",
    intent: "urgent",
  },
  {
    message:
      "my husband was arrested at his work place this morning, they say the family of his first wife made a complaint. I don't know which station they took him. I have 3 small children here pls advise",
    intent: "urgent",
  },
  {
    message: "CID take my sista son 4 questioning yestday, till now dem nor free am. him na student for Fourah Bay. pls hw fast una go fit send lawyer",
    intent: "urgent",
  },
  {
    message:
      "Please the police came to the school and took our headmistress away in handcuffs an hour ago. We are the PTA. Can someone from your office go to Central police",
    intent: "urgent",
  },
  { message: "dem lock me boyfren up na Lumley station say e beat me but na lie, na me mama report am. a want make dem free am now", intent: "urgent" },
  {
    message:
      "My father is being held at Ross Road police station since Saturday over my mother's complaint. He is diabetic and has not had his medicine. Please we need someone today",
    intent: "urgent",
  },
  {
    message: "me mate in pikin, 14 yrs, police hold am since tusday say e bos in nabor glass. e ma nor get moni for bail. una de help dis kain?",
    intent: "urgent",
  },
  { message: "they just put my husband in the police van in front of our house, my children are crying. Please which number do I call", intent: "urgent" },
  {
    message:
      "Hello, my brother was detained at Lungi airport this morning by immigration and police. He was travelling with my 8-year-old niece to join her mother in the UK and they say the papers are false. He is still there with them.",
    intent: "urgent",
  },
  {
    message:
      "good evening my son has been in the cell at Waterloo police for 3 days, they have not taken him to court. He is 16 and they put him with grown men. please",
    intent: "urgent",
  },
  {
    message: "abeg help, police cam arrest me husband dis morning bikos im nor pay di child maintenance wey court order. im still dey inside. wetin we fit do?",
    intent: "urgent",
  },
  { message: "thy hld my son at Tikonko polce pst snce lst nght. thy say he fght wit his uncle ovr his fathr hous. he is 20. wat do i do", intent: "urgent" },
  {
    message: "dem arrest me now now for Kenema na me wife in papa os, a bin go si me pikin dem. police say a trespass. a de na station. pls sen lawyer",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir/Madam, A widow in our congregation, Madam Fatu J., was taken from her home in Hastings by the police this morning following a complaint by her late husband's brothers. She remains in custody at Hastings police post. We would be most grateful if a lawyer could attend to her today.",
    intent: "urgent",
  },
  {
    message:
      "My sister was arrested when she went to collect her children from her ex husband's house. he called police on her. she is at Kissy station now with her breastfeeding baby",
    intent: "urgent",
  },
  {
    message:
      "pls my mum is in police station bcos she slapped the woman who did bondo on my small sister. they say they will take her to court. she is still there since morning",
    intent: "urgent",
  },
  {
    message:
      "Good day. An adolescent boy (15) in our programme was picked up during a police sweep in Koidu last night and is being held with adults. We are requesting urgent legal representation. Kindly respond.",
    intent: "urgent",
  },
  { message: "how quick can a lawyer reach Eastern Police? my daughter's husband dem hold am since morning and she just deliver 2 days ago", intent: "urgent" },
  {
    message: "Dem don cam tek me papa na os, police 4 of dem, say im sign paper for lan wey nor to im own. we nor know wetin fo do. Na Wellington we de",
    intent: "urgent",
  },
  {
    message:
      "Hi, writing from Maryland. Grandma Kadie (she takes care of my sister's kids) says police are at the house right now wanting to take her 22 yr old grandson about a stolen phone. Can a lawyer talk to them right now?",
    intent: "urgent",
  },
  { message: "my son was arrested at school today they say he get weed. he is in Kissy police cell now. pls hlp me i am a single mother", intent: "urgent" },
  {
    message:
      "Military police detained my husband at Wilberforce barracks since Friday. he is a soldier, they havent told us why. I have 2 kids and no money. Who can help?",
    intent: "urgent",
  },
  {
    message:
      "my ex husband is in police custody in Bo since yesterday for not paying maintenance and his family are blaming me. I still want him out because the children need their father. how can he get out",
    intent: "urgent",
  },
  { message: "wi husban in oda wife don mek police hold am na Makeni. wi ol de cry. na tru wan lawyer go fit go de tide?", intent: "urgent" },
  {
    message:
      "I'm a teacher. Police just picked me up from class, I'm writing from the back of the pickup. They say a parent reported me for flogging her child. Please help",
    intent: "urgent",
  },
  {
    message:
      "brother in law held at Lumley police station since last night after the naming ceremony fight, police saying they will transfer him to Pademba Road. please urgent",
    intent: "urgent",
  },
  {
    message: "Pls call me back fast. Police dey for my shop dem wan take me go station, say na me husband in car a sell. I get baby for my back",
    intent: "urgent",
  },
  { message: "polis tek my son and my late hsbnd nephew to Bo centrl sins mondy. no cort. pls hlp us", intent: "urgent" },
  {
    message:
      "my 13 yr old daughter was taken by police from school this morning to 'make statement' and they are still holding her. No parent with her. Is this even allowed?? I need someone there now",
    intent: "urgent",
  },
  { message: "me broda hold na Kenema station 3 days now. e go for e pikin naming, e wife famili fet am and na im police arrest am. abeg", intent: "urgent" },
  {
    message:
      "Good morning. My husband was detained by police at the Kissy ferry terminal yesterday evening over goods he was bringing for my baby shop. They have still not released him. I need a lawyer urgently.",
    intent: "urgent",
  },

  // safety (25)
  {
    message: "me boyfren de beat me evri nite, e don fet me now now e go out e say wen e cam back e go kil me. a get 1 pikin. wusai a go go",
    intent: "safety",
  },
  {
    message: "my husband is outside the door shouting and banging, he says he will cut me. I'm inside the bathroom with my daughter. what number should i call",
    intent: "safety",
  },
  { message: "di big wife don bring her broda dem fo beat me. dem de outside me room now. abeg help", intent: "safety" },
  {
    message: "my hsbnd brthrs came tnght with sticks and put me and my 4 chldrn out of the hous. we are sittng on the road in the dark. pls",
    intent: "safety",
  },
  {
    message: "pls they want to take me to the bush tomorrow for bondo. i dont want. my aunty says they will force me. im hiding in my friends house",
    intent: "safety",
  },
  { message: "the man they want me to marry came to our house today and said if i run he will find me. im 15. im scared to go home", intent: "safety" },
  {
    message:
      "We have a client, 23, who is receiving death threats from her ex-partner by phone and he was seen outside the shelter today. Police have not responded. What emergency options exist?",
    intent: "safety",
  },
  { message: "my ex keep txting me say e go trow acid pan me face if a nor go back to am. e de follow me to market. a fraid", intent: "safety" },
  {
    message:
      "A young woman has come to our church tonight with bruises all over. Her husband beat her and she is afraid to go back. She has a 6-month-old baby. Please tell me who to contact immediately.",
    intent: "safety",
  },
  { message: "my stepfather touches my little sister at night and my mother doesnt believe me. i dont know who to tell. please help", intent: "safety" },
  {
    message: "people are gathering outside my house saying I am a witch because my husband died. they are throwing stones. my children are inside with me",
    intent: "safety",
  },
  {
    message:
      "My niece (13) just called me crying from Freetown. Her uncle who she lives with beat her with a belt and locked her outside. It's raining there. I'm in Baltimore, what can I do right now?",
    intent: "safety",
  },
  {
    message: "me pikin mama in new man de beat me pikin dem. me boy get wound na e back. a wan tek dem now but a fraid say dem go fet me. wetin fo do",
    intent: "safety",
  },
  { message: "he chased me out at 11pm with the baby, I'm at the junction by Calaba Town, I have no where to go. Pls", intent: "safety" },
  { message: "My ex is standing outside my workplace with a machete, security has locked the gate. He said today I will die. HELP", intent: "safety" },
  {
    message: "my husband broke my arm last week and now he says if i go to the police he will kill me and the kids. i am hiding at my sisters",
    intent: "safety",
  },
  { message: "dem de fet me mama now now na di yad, e man in broda dem say e for komot na di os. abeg help quick", intent: "safety" },
  {
    message: "My daughter's husband has locked her in a room for 3 days, she managed to text me. They live in Lunsar. How do I get her out safely?",
    intent: "safety",
  },
  {
    message:
      "somebody keeps coming to my window at night since I left my husband. I think it's him. Last night he cut my clothes line and left a knife on the step. I live alone with my kids",
    intent: "safety",
  },
  {
    message:
      "Urgent: an 11 yr old girl in our care reports her father has threatened to sell her to a man across the Guinea border tomorrow. She is with us now but the father knows where she is.",
    intent: "safety",
  },
  { message: "pls my mama say she go flog me till i die if a nor agri for marrid. a de hide for school latrine. wat can i do", intent: "safety" },
  {
    message:
      "My husband's other wife put something in my food before, now she says she will finish me. I vomited all night. I am afraid to stay in this compound",
    intent: "safety",
  },
  {
    message: "the landlord's son forced himself on my 14yr daughter yesterday, now he is threatening us if we talk. we are still living in the same compound",
    intent: "safety",
  },
  { message: "e hol me nek tonite til a nor fit breeth. pikin de cry. a don lok misef na di rum. wetin a go do", intent: "safety" },
  {
    message:
      "My wife took the children and her brothers are threatening me. Today they came to my shop with cutlass and destroyed things, they said next time it's me.",
    intent: "safety",
  },

  // legal-question (32)
  { message: "If my husband marries a second wife without telling me, is that legal in Sierra Leone?", intent: "legal-question" },
  { message: "as secon wife, if we man die, me get rite to e os or na only di fos wife?", intent: "legal-question" },
  { message: "my hsbnd dyd wthout will. do his brthrs hav rght to tak the hous we bilt togethr? or is it mine and my chldrn", intent: "legal-question" },
  { message: "me and me pikin mama separate. she nor de gri mek a si me pikin dem. e legal? a fit force am?", intent: "legal-question" },
  {
    message: "How much will the court give me for child maintenance if the father is a driver earning maybe 1.5 million Leones a month?",
    intent: "legal-question",
  },
  { message: "is it allowed for my father to give me to a man to marry when im 16? i want to finish school", intent: "legal-question" },
  { message: "Can my in-laws stop me from remarrying after my husband died? They say I belong to the family now", intent: "legal-question" },
  {
    message:
      "Can I legally adopt my late sister's two kids and bring them to the US? Their father is alive but has never supported them. Does he have to agree?",
    intent: "legal-question",
  },
  {
    message:
      "Professional question: under the Child Rights Act, is a parent's consent enough for the initiation of a 14-year-old into bondo, or is it unlawful regardless?",
    intent: "legal-question",
  },
  { message: "if I divorce my husband will I lose my children because I don't have a job?", intent: "legal-question" },
  {
    message:
      "I would like to know whether a customary marriage that was never registered is recognised by the courts for the purposes of divorce and the sharing of property. A member of our fellowship finds herself in this situation.",
    intent: "legal-question",
  },
  { message: "me pikin papa nor de gi me notin. a fit tek am go court? a go win?", intent: "legal-question" },
  { message: "My ex has a new wife and wants our 4 year old to come live with them. Can he take her from me? She's still small", intent: "legal-question" },
  { message: "Is beating your wife a crime in Sierra Leone or is it just a family matter?", intent: "legal-question" },
  { message: "My husband wrote a will leaving everything to his mother and nothing for me and the children. Can he do that?", intent: "legal-question" },
  { message: "aftr the burial my hsbnd fmly say i must marry his brthr. is that the law? i dont want", intent: "legal-question" },
  {
    message:
      "We were never officially married but lived together 12 years and have 3 children. He built the house while I paid for the food and school fees all those years. Now he's moved in another woman. Am I entitled to half of the house?",
    intent: "legal-question",
  },
  { message: "if me pikin mama go travel go Ghana wit me pikin dem wetin a nor sabi, dat nor de against di law?", intent: "legal-question" },
  { message: "Who gets custody of a child under 7 when parents separate? Is it always the mother?", intent: "legal-question" },
  { message: "If the school expels my daughter because she got pregnant, is that legal? She is 16 and wants to continue", intent: "legal-question" },
  { message: "can a father refuse to put his name on his child's birth certificate? my son's dad says he won't sign anything", intent: "legal-question" },
  { message: "Can my in-laws take my late husband's NASSIT pension? They say it goes to his mother", intent: "legal-question" },
  {
    message:
      "Grandma has been the one caring for my nephews since my sister passed. Now the father's family wants them back after 5 years of nothing. Do they automatically win because he is the father?",
    intent: "legal-question",
  },
  { message: "What are my rights if my husband throws me out of the matrimonial home but the house is in his name?", intent: "legal-question" },
  { message: "de oda wife say me pikin dem nor go get share na we man propaty bikos a nor marrid na church. e tru?", intent: "legal-question" },
  { message: "Will the court allow me to change my child's surname to mine after the father abandoned us?", intent: "legal-question" },
  { message: "Is there an age when a child can choose which parent to live with?", intent: "legal-question" },
  {
    message:
      "When my baby was 2 weeks old I was sick and I signed a paper giving her to my cousin to raise. I am well now and working. Now I want my baby back but my cousin refuses. Can I cancel that paper?",
    intent: "legal-question",
  },
  {
    message: "Can a social worker remove a child from an abusive home without a court order, or must we apply first? What is the legal position?",
    intent: "legal-question",
  },
  {
    message: "My husband's relatives say a woman cannot inherit land in Kono under customary law. Is that still the law after the new acts?",
    intent: "legal-question",
  },
  {
    message: "i collect kola for my daughter engagement, now she refuse the man. must i pay back everything? is the engagement binding by law?",
    intent: "legal-question",
  },
  {
    message: "my sister's husband wants to divorce her by just sending her back to her family with a letter. Is that a valid divorce?",
    intent: "legal-question",
  },

  // off-topic (40)
  { message: "what can I give my 6 month old baby as first food? she refuses pap", intent: "off-topic" },
  { message: "how much is school uniform for JSS 1 at Annie Walsh this year", intent: "off-topic" },
  { message: "pls which hair style fit for my gyal pikin 7 yrs for school reopening, something wey nor go spoil quick", intent: "off-topic" },
  { message: "Write me a short wedding speech for my younger sister. I'm maid of honour, 2 minutes, funny but respectful", intent: "off-topic" },
  { message: "my son has been coughing for 2 weeks esp at night. what medicine can i buy?", intent: "off-topic" },
  { message: "cum tell me how to make benne cake for me pikin birthday", intent: "off-topic" },
  {
    message: "Could you help me draft a speech on 'Justice for Women and Girls' for our Mothers' Union anniversary? About five minutes long.",
    intent: "off-topic",
  },
  { message: "price of bag of rice today for Dovecot market?", intent: "off-topic" },
  { message: "how do I make my baby sleep through the night, she is 9 months", intent: "off-topic" },
  { message: "write a poem for my late husband for the 40 days ceremony", intent: "off-topic" },
  { message: "wetin na di rate for dollar to leone today, me sista send me money", intent: "off-topic" },
  { message: "pls help me with my civic education homework: list 5 rights of the child", intent: "off-topic" },
  { message: "Is Ebola back in Sierra Leone? I heard rumours at the market", intent: "off-topic" },
  { message: "Which is better for a nursing mother, Malta or Vimto? lol", intent: "off-topic" },
  { message: "Do you know any good tailor in Freetown for ashoebi? wedding of 30 people", intent: "off-topic" },
  { message: "How many hours should a 3 year old sleep?", intent: "off-topic" },
  { message: "ow fo mek cassava lif wit palm oil, me man say me own nor sweet lek di oda wife own", intent: "off-topic" },
  { message: "What is the cheapest way to send money from the US to Sierra Leone? Orange Money or Western Union?", intent: "off-topic" },
  { message: "my 2 year old swallowed a small coin, is it dangerous?", intent: "off-topic" },
  { message: "Can you help me write an essay on 'the role of women in the family' for WASSCE practice?", intent: "off-topic" },
  { message: "who win di Leone Stars match yestaday", intent: "off-topic" },
  { message: "is it going to rain in Freetown on Saturday? we have outdoor naming ceremony", intent: "off-topic" },
  { message: "names for a baby girl that mean 'gift from God' in Mende or Temne", intent: "off-topic" },
  { message: "Any job vacancies for nannies or house help in Freetown?", intent: "off-topic" },
  { message: "ow much okada helmet de sell now na Kenema", intent: "off-topic" },
  { message: "what's the best way to treat ringworm on a child's head", intent: "off-topic" },
  { message: "Pls give me a list of things to buy for a newborn, first time mother here", intent: "off-topic" },
  { message: "Tell me the history of the Sande society in Sierra Leone", intent: "off-topic" },
  { message: "how to braid cornrows for beginners step by step", intent: "off-topic" },
  { message: "Write a letter to my child's school principal asking permission for him to miss 3 days for a family funeral in Kailahun", intent: "off-topic" },
  { message: "I need a catchy name for my new daycare, something parents will remember", intent: "off-topic" },
  { message: "what age should a child start class 1 in Sierra Leone", intent: "off-topic" },
  { message: "Do you sell school books? I need the new English textbook for class 4", intent: "off-topic" },
  { message: "My son's teeth are coming out late at 14 months, is that normal?", intent: "off-topic" },
  { message: "Could you suggest Bible verses on the protection of widows and orphans for our Sunday programme?", intent: "off-topic" },
  { message: "homework: explain the difference between civil law and criminal law in 100 words. pls quick its due tomorrow", intent: "off-topic" },
  { message: "How much does a wedding cake cost in Freetown for 100 guests?", intent: "off-topic" },
  { message: "my baby has fever and won't breastfeed, what should i give her tonight?", intent: "off-topic" },
  { message: "Recommend a good boarding school for girls in Bo", intent: "off-topic" },
  { message: "my son is the judge in his school mock trial on Friday, can you write him a funny judge speech for the verdict", intent: "off-topic" },

  // booking (24)
  { message: "I want to book appointment with a lawyer about divorce, wen una free dis week", intent: "booking", also: ["area:family"] },
  { message: "Kindly arrange a consultation for a widow from our church on Thursday morning. I shall accompany her.", intent: "booking" },
  { message: "Can I book a video consultation from the US? Maybe a Friday at 4pm Freetown time?", intent: "booking" },
  { message: "a wan cam si lawyer monday bout me pikin dem. a fit cam 10 o clock?", intent: "booking" },
  { message: "Pls can I see Fatmata Kamara next week about custody", intent: "booking" },
  { message: "wetin a go do fo get appointment? a wan tok to lawyer bout me pikin dem share", intent: "booking" },
  {
    message: "Hello I'd like to schedule a consultation about my son's birth certificate and putting his father's name. Tuesday afternoon if possible",
    intent: "booking",
  },
  {
    message:
      "Our organisation would like to book a meeting with one of your family lawyers to discuss referral of child protection cases. Please propose dates.",
    intent: "booking",
  },
  { message: "can I come tomorrow at 2 to talk about my husband's will", intent: "booking" },
  { message: "i wnt to mk apontmnt. i wil trvl frm Bo on wednsdy. pls wich time", intent: "booking" },
  { message: "Book me in with the land lawyer please, about my late father's land in Waterloo. Any day after 12", intent: "booking" },
  { message: "I need to meet someone about child maintenance. Is Friday morning free?", intent: "booking" },
  { message: "can i come see a lawyer on saturday after lesson? alone? i dont want my parents to know", intent: "booking" },
  { message: "Good afternoon, my wife and I would like a consultation about adopting her sister's daughter. We can both come on Monday.", intent: "booking" },
  { message: "Abeg put me name down fo si lawyer. Na bout me ex wey nor de gi pikin moni", intent: "booking", also: ["area:family"] },
  { message: "Is it possible to see a lawyer today? I'm around Siaka Stevens Street now", intent: "booking" },
  { message: "I should like to make an appointment for myself to have my will drawn up. I am available any weekday afternoon.", intent: "booking" },
  {
    message: "I'll be in Freetown from December 3rd to 17th. I'd like to meet your family lawyer in person to start the adoption process. Can we fix a date?",
    intent: "booking",
  },
  { message: "need consultation on divorce asap. whats the earliest slot", intent: "booking" },
  { message: "mek una gi me time fo mit lawyer. a de cam Freetown nex tuesday fo di custody matter", intent: "booking" },
  { message: "Hi, my mother wants an appointment about the house her brothers took after dad died. Can we both come Thursday 11am?", intent: "booking" },
  { message: "Can I book a phone consultation instead? I'm a young mum and can't leave the baby", intent: "booking" },
  { message: "Request: consultation slot for a 19-year-old mother seeking custody. She can attend only after 3pm. Which day is available?", intent: "booking" },
  { message: "plz fix me apptmnt wit ur lawyer 4 tomorow morning, na bout my daughter wey dem wan marry", intent: "booking" },

  // area:family (16)
  { message: "Do you handle divorce cases? My husband left 3 years ago and I want to finally end it", intent: "area:family" },
  { message: "a nor don si me pikin dem 8 months. a wan una ep me fo get time fo si dem. una de do dis kain case?", intent: "area:family" },
  {
    message: "I'm looking for a law firm to handle the adoption of my late sister's children so they can join me in the US. Is this something you do?",
    intent: "area:family",
  },
  { message: "me pikin papa don run lef me wit 2 pikin, a wan mek e de pay moni fo dem. una go ep me?", intent: "area:family" },
  {
    message: "My husband and I agreed to separate peacefully. We just need someone to write up the custody and support arrangement for our kids.",
    intent: "area:family",
  },
  {
    message: "I have been asked to assist an elderly member who wishes to make a will that protects her grandchildren. Does your firm prepare wills?",
    intent: "area:family",
  },
  { message: "I need help getting a late birth certificate for my 6 year old, his father's family is holding the hospital papers", intent: "area:family" },
  { message: "we man don die, e lef will. me wan sabi wetin e rait fo me an me pikin dem. una fit ep fo get di will?", intent: "area:family" },
  {
    message: "My wife left for the UK with our son without my consent. I want to get him back or at least get access. Can your firm help with this?",
    intent: "area:family",
  },
  { message: "Need help with probate for my late mother's estate, she left a will naming me executor and there are 5 of us children", intent: "area:family" },
  {
    message:
      "We are supporting a young mother whose child was taken by the paternal grandmother. We need a firm to pursue a custody application. Do you take such referrals?",
    intent: "area:family",
  },
  { message: "I want to divorce my husband but he says I will never get it. I just need a lawyer to start the process", intent: "area:family" },
  {
    message: "my sister died and her husband remarried, the new wife mistreats the kids. i want to become guardian of my niece and nephew. can you help",
    intent: "area:family",
  },
  { message: "i wnt to mk will so my hsbnd fmly wil not tk frm my chldrn aftr me. hlp me", intent: "area:family" },
  {
    message: "Our church runs a small children's home and a couple in Canada wants to adopt one of the girls. We need a firm to guide the adoption properly.",
    intent: "area:family",
  },
  {
    message: "I want to file for maintenance against my baby's father, he refuses to pay school fees even though he works at the bank. I need a lawyer for it",
    intent: "area:family",
  },

  // area:land (16)
  { message: "my hsbnd brthrs hav fnced the land my hsbnd bought in Bo and say it is fmly land. i hav the conveyance. pls hlp", intent: "area:land" },
  { message: "I want to do a title search on a plot in Waterloo before I buy it to build a house for my kids", intent: "area:land" },
  {
    message: "I bought land in Tombo through my cousin while I was abroad. Now I'm not sure the papers are genuine. Can you check the title?",
    intent: "area:land",
  },
  { message: "Landlord wants to evict me and my 3 children with one week notice even though I paid rent for a year. I need help", intent: "area:land" },
  { message: "we man bin build os na Makeni pan lan wey e famili gi am, now dem wan share di os. a wan lawyer fo di lan matter", intent: "area:land" },
  { message: "need help with conveyancing for a house my mother is giving to me and my sister", intent: "area:land" },
  {
    message: "My neighbour keeps moving the boundary pillars into my late father's plot in Hastings. My mother is a widow and cannot fight them alone.",
    intent: "area:land",
  },
  { message: "I need a lease agreement drawn up for renting out the boys quarters of my house to a small family", intent: "area:land" },
  {
    message:
      "A widow in our congregation has been told by her late husband's family to vacate the family house at Kissy. The property is registered in the husband's name. Does your firm handle family land disputes of this kind?",
    intent: "area:land",
  },
  { message: "lost our title deed in the flood last year. how to replace it? can your firm do it", intent: "area:land" },
  { message: "My ex husband sold our land while I was in hospital having the baby. I need a lawyer on the land matter", intent: "area:land" },
  { message: "Family land in Kono. Uncles want to sell, my mother and us children have lived there 20 years. Need legal help", intent: "area:land" },
  { message: "we bought land from a man who was not the owner, now the real family is claiming it. we already built 2 rooms. pls help", intent: "area:land" },
  { message: "I want the house I'm building in Waterloo to go in my niece and nephew's names. Can your land lawyer handle the deed?", intent: "area:land" },
  { message: "Good day, I need someone to check the survey plan for my plot before I start building a nursery school", intent: "area:land" },
  { message: "tenant nor de pay rent 8 months, e get 5 pikin so a nor wan trowe am out by force. a wan lawyer fo handle am", intent: "area:land" },

  // area:business (16)
  { message: "I want to register my small daycare as a company. How does your firm help with that?", intent: "area:business" },
  {
    message: "Our women's osusu group has grown to 40 members. We want to register it properly as a cooperative or a company. Can you help?",
    intent: "area:business",
  },
  { message: "me an me man oda wife get shop togeda. we wan register am fo wi tu nem. una de do company registration?", intent: "area:business" },
  {
    message: "I run a tailoring business making school uniforms and I want to bring in my sister as a shareholder. Need a shareholder agreement.",
    intent: "area:business",
  },
  {
    message: "My late husband had shares in a company with his friends. I need help getting his shares transferred for the children",
    intent: "area:business",
    also: ["area:family"],
  },
  {
    message: "We are starting a private nursery and primary school and need help with the company registration and setting up a board.",
    intent: "area:business",
  },
  {
    message: "I want to invest in a small pharmacy in Freetown with my cousin. Need help setting up the company properly from abroad.",
    intent: "area:business",
  },
  { message: "How do I register a business name for my hair salon? Can your firm do it for me", intent: "area:business" },
  {
    message: "Our NGO is setting up a social enterprise arm selling soap made by survivors. We need help with the company structure and registration.",
    intent: "area:business",
  },
  {
    message: "My ex-husband and I own a company together, he is making decisions without me even though I'm a director. I need help with the company side",
    intent: "area:business",
  },
  { message: "need help opening a corporate account for my catering company, the bank wants a board resolution and I don't know how", intent: "area:business" },
  { message: "I want to register a baby products import business and also take investment from my brother in the UK", intent: "area:business" },
  { message: "Me and 3 other mothers want to start a school bus company. Can you help with the papers", intent: "area:business" },
  {
    message: "Our church women's fellowship operates a small bakery and would like to register it as a company limited by guarantee. Do you assist with this?",
    intent: "area:business",
  },
  {
    message: "microfinance loan for my shop, they want company documents I dont have. pls I need help with the business registration side",
    intent: "area:business",
  },
  {
    message: "the board of our family company (my father's) is fighting about who takes over now he is old. We need a corporate governance lawyer",
    intent: "area:business",
  },

  // area:shipping (16)
  {
    message:
      "I shipped 3 barrels of kids' clothes and food from Baltimore, they've been stuck at Queen Elizabeth Quay for 2 months. Customs keeps asking for more fees. Can you help?",
    intent: "area:shipping",
  },
  {
    message: "my container of baby diapers arrived damaged and wet at the port. the shipping company says not their fault. I need help claiming",
    intent: "area:shipping",
  },
  { message: "Do you handle customs clearance problems at the Quay? My school supplies shipment is being held", intent: "area:shipping" },
  { message: "me broda sen car from Belgium fo me, e stuck na port since 3 months. dem de ask plenti moni. una fit ep?", intent: "area:shipping" },
  {
    message: "We imported okrika bales and half of them are missing from the container. I want to make a cargo claim. Can your shipping lawyer help?",
    intent: "area:shipping",
  },
  {
    message:
      "my husband is a seaman and the owners haven't paid the crew for 5 months. The ship is at Freetown port. We want to take action against the vessel. Do you do vessel arrests?",
    intent: "area:shipping",
  },
  {
    message:
      "A church in America donated a container of toys and books for our orphanage and it is stuck at the quay waiting for duty waiver. Need a shipping lawyer",
    intent: "area:shipping",
  },
  {
    message: "My relatives sent my late sister's belongings in a container from Germany, the shipping agent is holding it for extra charges",
    intent: "area:shipping",
  },
  {
    message:
      "Our organisation's consignment of hygiene kits for girls was damaged in transit and is held at QEII Quay. We seek assistance with the cargo claim and customs release.",
    intent: "area:shipping",
  },
  {
    message: "I booked space on a boat to bring palm oil from Conakry for my business and they offloaded my goods somewhere else. Help",
    intent: "area:shipping",
  },
  { message: "Do you deal with shipping disputes? The freight forwarder lost my barrel with all the wedding clothes", intent: "area:shipping" },
  {
    message: "a buy good from China fo me shop, container don rich but dem nor gri release am na di wharf. una de handle port matter?",
    intent: "area:shipping",
  },
  {
    message: "My fridge and generator were in a container that was dropped at the port. Shipping line is ignoring me. I need help with the claim",
    intent: "area:shipping",
  },
  { message: "Need help with a charter party, we are a small family fishing business hiring a vessel for the season", intent: "area:shipping" },
  { message: "importing baby formula, customs at the port has seized the whole container saying the labels are wrong. Please help", intent: "area:shipping" },
  {
    message:
      "Our diocese is expecting a container of relief items for widows from the United Kingdom. We would like a lawyer to assist with port clearance and any disputes arising.",
    intent: "area:shipping",
  },

  // area:arbitration (16)
  { message: "Me and my business partner (we run a daycare) are fighting over money. We don't want court, can you mediate?", intent: "area:arbitration" },
  {
    message:
      "Our contract with the catering company has an arbitration clause. They didn't deliver food for our wedding reception. How can you help with the arbitration?",
    intent: "area:arbitration",
  },
  { message: "We won an arbitration award against a supplier of school furniture but they refuse to pay. Can you enforce it?", intent: "area:arbitration" },
  { message: "me an de oda wife get shop palava, we nor wan go court bikos na famili. una de do mediation fo business quarel?", intent: "area:arbitration" },
  { message: "I need a mediator for a dispute with my sister over the hair salon we run together", intent: "area:arbitration" },
  { message: "Do you do arbitration? Our women's cooperative and the buyer of our gari disagree on the price under our agreement", intent: "area:arbitration" },
  {
    message: "We have a commercial dispute with the contractor who built our girls' safe house. Both sides prefer mediation. Do you provide a mediator?",
    intent: "area:arbitration",
  },
  {
    message: "Two of us school proprietors shared a building and now we are quarrelling over the money. We want someone neutral to settle it out of court",
    intent: "area:arbitration",
  },
  { message: "The tailors union and my uniform company have a quarrel over a big order. We want to settle outside court", intent: "area:arbitration" },
  { message: "Can you act for us in an arbitration in Freetown? Dispute with a Ghanaian company over a supply of baby products", intent: "area:arbitration" },
  {
    message:
      "My cousin and I invested in a shop together and now we disagree about the profits. I'm abroad, she's in Freetown. Can the mediation be done online?",
    intent: "area:arbitration",
  },
  { message: "we want to settle our family company dispute through arbitration instead of court, need help setting it up", intent: "area:arbitration" },
  {
    message: "Please I want mediation with the landlord of my school building, we disagree about who pays for the repairs under the lease",
    intent: "area:arbitration",
    also: ["area:land"],
  },
  {
    message: "An arbitrator gave a decision in our dispute with the bus company that carries our school children. How do we get it enforced?",
    intent: "area:arbitration",
  },
  { message: "my partner in the bakery says we should go to arbitration as our agreement says. I need someone to represent me", intent: "area:arbitration" },
  {
    message:
      "Two members of our congregation who run a joint trading business have fallen out. They have asked for a neutral mediator rather than the courts. Could your firm assist?",
    intent: "area:arbitration",
  },

  // area:contract (16)
  { message: "I need a contract for the house help who will look after my kids. Salary, off days, everything written down", intent: "area:contract" },
  {
    message: "The carpenter I paid to make desks for my nursery school took the money and disappeared. I have a written agreement. Help",
    intent: "area:contract",
  },
  { message: "Please review the employment contract a school is offering me as a teacher before I sign", intent: "area:contract" },
  { message: "a sign agriment wit man fo okada hire purchase, a don pay ol, now e nor gri gi me di papers. una go ep?", intent: "area:contract" },
  { message: "My employer sacked me after I told them I was pregnant. I had a contract. I want help", intent: "area:contract" },
  {
    message: "Catering company for my daughter's wedding collected 70% and didn't show up. We had an agreement. Need help getting the money back",
    intent: "area:contract",
  },
  { message: "a supply rice to one school fo 6 month, dem nor pay me. wi get paper. a wan lawyer fo collect me moni", intent: "area:contract" },
  { message: "Can you draft a supply agreement between my soap business and a supermarket?", intent: "area:contract" },
  {
    message:
      "I've been paying a private school in Freetown for my niece. They changed the terms mid-year and want more money. I have the signed enrolment agreement. Can you look at it?",
    intent: "area:contract",
  },
  { message: "My nanny signed a contract to work 1 year but left after 2 months with my advance money. I need help recovering it", intent: "area:contract" },
  {
    message: "Need someone to draft an agreement with my sister for her to take care of my children while I work abroad, including the monthly payments",
    intent: "area:contract",
  },
  { message: "I'm a cleaner at a hotel, they haven't paid me 4 months and now say my contract is finished. I need help", intent: "area:contract" },
  { message: "we signed a contract with a man to dig a well for our compound, he dug halfway and left. need lawyer", intent: "area:contract" },
  {
    message: "My ex-boyfriend borrowed 20 million from me with a written agreement to buy a car, now he won't pay. Can you help me collect it?",
    intent: "area:contract",
  },
  {
    message: "We need the standard employment contracts for caregivers at our children's shelter reviewed. Is this within your services?",
    intent: "area:contract",
  },
  {
    message: "Hello, I rent out chairs and canopies for weddings. A client took them and damaged half, our agreement says they pay. Help me enforce it",
    intent: "area:contract",
  },

  // area:criminal (16)
  { message: "My son was released on bail yesterday, his case is in magistrate court next week. We need a lawyer to defend him", intent: "area:criminal" },
  { message: "dem bail me las week, me wife famili say a beat am but na lie. case de na court Kenema. a nid lawyer", intent: "area:criminal" },
  {
    message: "My husband is charged with domestic violence and the trial starts next month. I've forgiven him. Can your firm represent him?",
    intent: "area:criminal",
  },
  { message: "My daughter was beaten by police during her arrest last month. She's out now. We want to bring a human rights case", intent: "area:criminal" },
  { message: "my son was in prisn 2 yrs for a case he did not do. he is out on bail now. we want appeal. pls", intent: "area:criminal" },
  { message: "I was charged with child neglect after my son got hurt while I was at market. I'm on bail. I need a defence lawyer", intent: "area:criminal" },
  { message: "Do you defend women accused of assault? My sister fought her co-wife, she is on bail and the case is in court", intent: "area:criminal" },
  { message: "A former client, now 18, was convicted in the juvenile court without representation. We wish to explore an appeal.", intent: "area:criminal" },
  {
    message: "The police released my husband but kept his phone and said he must report every week. What can your criminal lawyer do?",
    intent: "area:criminal",
  },
  {
    message: "My brother was accused of defilement by his ex-wife's family in the middle of a custody fight. He's on bail. We need a strong defence lawyer",
    intent: "area:criminal",
  },
  { message: "dem bin hold me pikin 2 weeks, now e don cam out pan bail. case go start. una go ep am?", intent: "area:criminal" },
  {
    message: "I need a lawyer for my court case. I'm accused of stealing from my madam where I worked as house girl. Bail was granted",
    intent: "area:criminal",
  },
  {
    message: "Our teacher was released but the case is continuing at the Pademba Road court. The PTA wants to pay for a defence lawyer",
    intent: "area:criminal",
  },
  {
    message: "My nephew got bail last week thanks to family. Now his trial is coming. Can your criminal team take it on while I'm in the US?",
    intent: "area:criminal",
  },
  { message: "Soldiers held me for 3 days in 2023 and beat me in front of my children. I want to sue for my rights", intent: "area:criminal" },
  { message: "I was convicted of assault against my ex in magistrate court and got a fine. I want to appeal", intent: "area:criminal" },

  // hours (16)
  { message: "una open on Saturday?", intent: "hours" },
  { message: "what time do you close today", intent: "hours" },
  { message: "Are you open on Eid? I want to come after prayers", intent: "hours" },
  { message: "wat tym una de open mornin", intent: "hours" },
  { message: "Is the office open during the Christmas holidays?", intent: "hours" },
  { message: "Kindly state your office hours. I would prefer to visit during the lunch period.", intent: "hours" },
  { message: "open now?", intent: "hours" },
  { message: "can I come after 5 when I close from work?", intent: "hours" },
  { message: "r u opn on mondy erly", intent: "hours" },
  { message: "Are you open on Independence Day, 27 April?", intent: "hours" },
  { message: "what are your hours on Friday, I heard some offices close early for Jumma", intent: "hours" },
  { message: "do you open on weekends? i have school on weekdays", intent: "hours" },
  { message: "What are your working hours in Eastern time? I'm on the US East Coast", intent: "hours" },
  { message: "una de wok Sunday?", intent: "hours" },
  { message: "office hours pls", intent: "hours" },
  { message: "Is the office open on Good Friday?", intent: "hours" },

  // services (12)
  { message: "what kind of cases do you take?", intent: "services" },
  { message: "Wetin una de do?", intent: "services" },
  { message: "Could you kindly outline the areas of law in which your firm practises? Our fellowship refers women to legal services.", intent: "services" },
  { message: "do you only do family matters or other things too", intent: "services" },
  { message: "What services do you offer?", intent: "services" },
  { message: "Please share an overview of your practice areas so we can decide which of our cases to refer.", intent: "services" },
  { message: "Una de handle ol kain case?", intent: "services" },
  { message: "what type of law firm is this", intent: "services" },
  { message: "Before I explain my situation, what areas does your firm cover?", intent: "services" },
  { message: "wat u people do exactly", intent: "services" },
  { message: "Is this a firm for big companies only, or do you help ordinary people too?", intent: "services" },
  { message: "list of your services pls", intent: "services" },

  // team (12)
  { message: "who are the lawyers at Kamara Chambers?", intent: "team" },
  { message: "do you have women lawyers? I'd feel more comfortable talking to a woman", intent: "team" },
  { message: "How many lawyers una get?", intent: "team" },
  { message: "May I have the names of your lawyers and their specialisms, so that I can guide the women I refer?", intent: "team" },
  { message: "which of ur lawyers handles family matters", intent: "team" },
  { message: "Who is the lawyer for wills and inheritance?", intent: "team" },
  { message: "una get man lawyer fo pikin case? a nor want wuman lawyer wey go tek me wife in side", intent: "team" },
  { message: "Tell me about your team", intent: "team" },
  { message: "Is there a lawyer who deals with widows and family land? who?", intent: "team" },
  { message: "lawyers names and wat each one do pls", intent: "team" },
  { message: "Could you tell us which of your lawyers handle child-related cases and which handle criminal defence?", intent: "team" },
  { message: "how big is your firm? how many attorneys", intent: "team" },

  // contact (8)
  { message: "how can I reach you people", intent: "contact" },
  { message: "Wetin be di bes way fo contact una?", intent: "contact" },
  { message: "What's the best way to reach your office from abroad?", intent: "contact" },
  { message: "how do I get in touch with a lawyer there", intent: "contact" },
  { message: "Kindly provide your contact details.", intent: "contact" },
  { message: "contact info?", intent: "contact" },
  { message: "how can i talk to you without my parents knowing", intent: "contact" },
  { message: "if I want to reach the firm after this chat, how?", intent: "contact" },

  // phone (8)
  { message: "what is your phone number", intent: "phone" },
  { message: "una get WhatsApp?", intent: "phone" },
  { message: "gi me una numba abeg", intent: "phone" },
  { message: "Can I call the office? which number", intent: "phone" },
  { message: "Do you have a WhatsApp number I can message from the US?", intent: "phone" },
  { message: "phne nmbr pls", intent: "phone" },
  { message: "pls I need a number to call, my data for this chat is almost finish", intent: "phone" },
  { message: "is there a telephone line for the family lawyer", intent: "phone" },

  // address (7)
  { message: "where is your office located", intent: "address" },
  { message: "Wusai una office de?", intent: "address" },
  { message: "i am cmng frm Bo by pda pda, where is ur offce in Freetwn", intent: "address" },
  { message: "how do I get to you from Kissy by poda poda?", intent: "address" },
  { message: "Are you near Lightfoot Boston Street? what's your address", intent: "address" },
  { message: "Please give me directions to your chambers. I shall be coming from Wilberforce.", intent: "address" },
  { message: "Siaka Stevens Street which side, near which landmark?", intent: "address" },

  // email (7)
  { message: "what's your email", intent: "email" },
  { message: "Can I email documents to you? What address?", intent: "email" },
  { message: "email address pls I want to send my marriage certificate scan", intent: "email" },
  { message: "Kindly provide an e-mail address for formal referrals.", intent: "email" },
  { message: "Una get email?", intent: "email" },
  { message: "where can I send an email to the family lawyer", intent: "email" },
  { message: "To which electronic mail address should I direct a letter?", intent: "email" },

  // greeting (9)
  { message: "hello", intent: "greeting" },
  { message: "Kushe o", intent: "greeting" },
  { message: "Good morning", intent: "greeting" },
  { message: "hi", intent: "greeting" },
  { message: "Good afternoon madam/sir", intent: "greeting" },
  { message: "Aw di bodi?", intent: "greeting" },
  { message: "hey there", intent: "greeting" },
  { message: "salaam alaikum", intent: "greeting" },
  { message: "Kushe, una weldone", intent: "greeting" },

  // thanks (8)
  { message: "thank you", intent: "thanks" },
  { message: "tenki ya", intent: "thanks" },
  { message: "Thanks so much, God bless you", intent: "thanks" },
  { message: "ok thx", intent: "thanks" },
  { message: "Many thanks for your assistance.", intent: "thanks" },
  { message: "tenki tenki, God go bless una", intent: "thanks" },
  { message: "appreciate it", intent: "thanks" },
  { message: "thank u very much, u have helped me", intent: "thanks" },

  // goodbye (6)
  { message: "bye", intent: "goodbye" },
  { message: "ok a de go now", intent: "goodbye" },
  { message: "goodnight", intent: "goodbye" },
  { message: "talk later", intent: "goodbye" },
  { message: "Bye bye, I will come back tomorrow", intent: "goodbye" },
  { message: "I have to go, baby is crying", intent: "goodbye" },

  // unknown (6)
  { message: "???", intent: "unknown" },
  { message: "hmm", intent: "unknown" },
  { message: "I don't know how to start", intent: "unknown" },
  { message: "pls", intent: "unknown" },
  { message: "ehn", intent: "unknown" },
  { message: "a nor sabi wetin fo rait", intent: "unknown" },

  // knowledge:Fees (6)
  { message: "how much for consultation", intent: "knowledge:Fees" },
  { message: "I am a single mother with no money, do you do free cases or legal aid?", intent: "knowledge:Fees" },
  { message: "Can I pay the lawyer small small? I sell in the market", intent: "knowledge:Fees" },
  { message: "ow much una de charge fo custody case", intent: "knowledge:Fees" },
  { message: "Could you indicate your fees for drafting a simple will?", intent: "knowledge:Fees" },
  { message: "Roughly what would the adoption work cost in fees? And can I pay from abroad?", intent: "knowledge:Fees" },

  // knowledge:Languages spoken (6)
  { message: "Una lawyer dem de tok Krio?", intent: "knowledge:Languages spoken" },
  { message: "My mother only speaks Mende, is there a lawyer who speaks Mende?", intent: "knowledge:Languages spoken" },
  { message: "do you speak Temne", intent: "knowledge:Languages spoken" },
  { message: "a nor sabi English well, una go ondastand me Krio?", intent: "knowledge:Languages spoken" },
  { message: "Is there someone who speaks French? My sister is from Guinea, married here", intent: "knowledge:Languages spoken" },
  { message: "any lwyr spk Kono? my mothr in law dsnt spk English", intent: "knowledge:Languages spoken" },

  // knowledge:What to bring (6)
  { message: "what documents should I bring for the first meeting", intent: "knowledge:What to bring" },
  { message: "For the custody matter, what papers do I need to bring?", intent: "knowledge:What to bring" },
  { message: "wat shld i bring wen i cme? i hav death crtfcte and the land papr", intent: "knowledge:What to bring" },
  { message: "Do I need to bring my marriage certificate and the children's birth certificates?", intent: "knowledge:What to bring" },
  { message: "What documents should my mom bring when she goes in for the first meeting on my behalf?", intent: "knowledge:What to bring" },
  { message: "wetin a fo bring wen a de cam?", intent: "knowledge:What to bring" },

  // knowledge:Parking (6)
  { message: "Is there parking at your office?", intent: "knowledge:Parking" },
  { message: "where can my driver drop me near the office", intent: "knowledge:Parking" },
  { message: "I'll come with my car and 2 kids, can I park close?", intent: "knowledge:Parking" },
  { message: "una get space fo park keke?", intent: "knowledge:Parking" },
  { message: "is there a safe place to park near Siaka Stevens Street, it's always crowded", intent: "knowledge:Parking" },
  { message: "Is there parking available for a small church bus? We shall be coming as a group.", intent: "knowledge:Parking" },

  // attorney (4)
  { message: "Is Fatmata Kamara in the office this week?", intent: "attorney:Fatmata Kamara" },
  { message: "What does Hawa Turay handle?", intent: "attorney:Hawa Turay" },
  { message: "is Ibrahim Jalloh good? my cousin recommended him for my son's case", intent: "attorney:Ibrahim Jalloh" },
  { message: "tell me about Christiana Thomas", intent: "attorney:Christiana Thomas" },
];
