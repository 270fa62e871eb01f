import type { LabelledMessage } from "./labelled-message";

export const DEVELOPMENT_ELEVENTH: LabelledMessage[] = [
  // ── urgent ──
  { message: "abeg police don hol mi kompin na Lungi jetty dis morning dem carry am go station", intent: "urgent" },
  {
    message:
      "dem tek my boss go CID since 6 oclock dis morning, nobody tell we wetin e do. wi don go dey tree time, dem say make wi wait. e nor eat notin since. abeg una fit sen lawyer go dey?",
    intent: "urgent",
  },
  { message: "ferry captain dey na cell now, marine police hol am after di boat bin knock di pier, hep", intent: "urgent" },
  {
    message:
      "Good afternoon sir. I am a teacher in Makeni. My pupil father is arrested by the police yesterday and he is still inside the station at Teko Road, the family is asking me what we can do for him please.",
    intent: "urgent",
  },
  {
    message:
      "Please sir my headmaster was took by police this morning from the school compound in front of the childrens, he is still there now. What we must do?",
    intent: "urgent",
  },
  {
    message: "She says her son was taken by the police in the night. She asks where they keep him and who can go to see him. She says he is a good boy.",
    intent: "urgent",
  },
  {
    message:
      "My grandmother says the police came to the house at Kissy and took my uncle Alimamy. She says he is still in the cell at Kissy police station. She asks if the lawyer can go there today.",
    intent: "urgent",
  },
  {
    message:
      "She says the chief called police and they have carried her brother to Port Loko station since Monday. She says it is about the palm tree boundary with the chief's cousin. She says he is old and sick. She asks how to bring him out, she is crying.",
    intent: "urgent",
  },
  { message: "yo my bouncer just got picked up by police outside the club like 20 mins ago, need a lawyer NOW", intent: "urgent" },
  {
    message:
      "cops at my club door rn saying they taking my DJ in, something about a fight at the car park last week that he wasn't even part of. crowd is inside, music still going. wat do i do, can someone come",
    intent: "urgent",
  },
  {
    message: "bruh they locked up my manager at Central police since friday night n nobody charge am yet. also how much una go charge me for this",
    intent: "urgent",
    also: ["knowledge:Fees"],
  },
  {
    message:
      "Hello, I am a volunteer doctor at a clinic in the east end. One of our patients, a young man with sickle cell, was arrested this morning and is being held at the police station without his medication. Could someone from your firm attend urgently?",
    intent: "urgent",
  },
  {
    message:
      "Writing on behalf of a patient's mother: her 16-year-old son has been in police custody at Kissy since Saturday. She has not been allowed to see him. What can be done today?",
    intent: "urgent",
  },
  {
    message:
      "Hi, a nurse from our ward was detained by police last night after a complaint from a patient's family. She is still at the station. She is frightened and we'd like a lawyer to go there.",
    intent: "urgent",
  },
  {
    message:
      "Good day. I am the secretary of the Bo okada riders union. Police seize one of our members with his bike at Bo Kenema highway checkpoint and they still hold him at the station since yesterday evening.",
    intent: "urgent",
  },
  {
    message:
      "Sir, three of our okada members were arrested today during the operation at Bo town and they are in the cells at Bo police now. The union want a lawyer to go see them",
    intent: "urgent",
  },
  {
    message:
      "our member Musa was beaten and locked up by traffic police in Bo this afternoon because he refused to give them money at the roundabout. He is still inside now and the other riders are gathering at the station. Please help union before problem increase.",
    intent: "urgent",
  },
  { message: "police hol my broda na farm ya Port Loko", intent: "urgent" },
  { message: "pa dem arest mi pikin yestaday e still de na cell", intent: "urgent" },
  {
    message:
      "Hypothetically speaking, if a friend of mine is sitting in a police cell right now and has been for over 72 hours without being taken before a magistrate — actually it's not hypothetical, he's there now at Congo Cross. What do we do?",
    intent: "urgent",
  },
  {
    message:
      "My cousin was arrested at Aberdeen about two hours ago and they are refusing him a lawyer. I'm studying law so I know he has rights, but I need someone qualified there now.",
    intent: "urgent",
  },
  {
    message:
      "Long story but I need to tell all. Me and my wife had problem with our neighbour for months about the gutter between our houses at Wellington, he always throw rubbish there and when it rain the water enter our parlour. Last week we talked with the councillor and nothing changed. Yesterday night they quarrel again and the neighbour call police saying my wife hit him. Police came and take her. She is still at Wellington station since last night and they say she cannot go home.",
    intent: "urgent",
  },
  { message: "my husband dey na police station since tuesday dem nor gree for bail am. also una open satiday?", intent: "urgent", also: ["hours"] },
  { message: "POLICE DON TEK MY PIKIN FROM SCHOOL NOW NOW", intent: "urgent" },
  { message: "They just came to the house at Goderich and handcuffed my dad, they are putting him in the van now", intent: "urgent" },
  { message: "police are at our gate in Lumley with a paper saying they want to take my mother, what should we do right now", intent: "urgent" },
  { message: "brother on remand at pademba road, court keep adjourning, need lawyer for bail now", intent: "urgent" },
  { message: "my son has been on remand at the Male Correctional Centre for four months without trial, please someone help him", intent: "urgent" },
  { message: "i dey write from Lungi. Custom officers and police hold our loader since morning, e still de dem office near wharf", intent: "urgent" },
  {
    message:
      "Sorry to disturb. I was wondering if you can help with something. My nephew was picked up by police in Kenema yesterday over a phone he bought second-hand, they say it is stolen, and he is still held there. We don't have money for much.",
    intent: "urgent",
  },
  {
    message:
      "dem arrest mi wife na market dis afternoon say e tif one woman e purse, but e nor tif notin, na lie. e dey station Waterloo now wit di baby. a de cross from Lungi now now. abeg help wi",
    intent: "urgent",
  },
  {
    message: "She says her husband is in the police cell at Makeni and the police asking her money for bail. She asks if this is true and if a lawyer can go.",
    intent: "urgent",
  },
  {
    message:
      "Police detained two of my staff after a fight in the club last night. They're still in custody at Congo Cross. I need them out before tonight's event",
    intent: "urgent",
  },
  { message: "pls my frnd held at station cnt call nobdy hlp", intent: "urgent" },
  {
    message: "The police took my brother from our shop in Kissy Road about one hour ago. He has asthma. Please can a lawyer go to the station?",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir, I write on behalf of the Bo branch of the Commercial Motorbike Riders Union. One of our executives, Mr. Alhaji Kanu, was detained this morning by officers at Bo Central Police Station following a dispute with a passenger. He remains in custody as I write. We request urgent legal representation.",
    intent: "urgent",
  },
  {
    message:
      "Quick question on procedure — a client of my supervisor's got arrested an hour ago at Tower Hill and the supervisor is out of the country. Is there a lawyer at your firm who can attend the station now?",
    intent: "urgent",
  },
  { message: "mi papa dem hol am na police 2 days", intent: "urgent" },
  {
    message:
      "a patient has been handcuffed to his bed in our ward by police and they say they will take him to the cells when discharged today. He has no one. Can your firm help?",
    intent: "urgent",
  },
  { message: "dem lock mi ina cell na Lungi dem gi mi phone fo call, abeg cam", intent: "urgent" },

  // ── safety ──
  {
    message:
      "mi man de beat mi evri nite wen e drink, las nite e bos mi ye. a de na mi sista os na Lungi now but e de call say e go cam fen mi. a fraid fo go os, wetin a go do",
    intent: "safety",
  },
  { message: "de man wey a bin owe money say e go kill mi tonight, e don send boys na mi os na Lungi", intent: "safety" },
  { message: "Please my neighbour daughter is beaten everyday by the stepmother, I hear the girl crying now. What to do?", intent: "safety" },
  {
    message:
      "Sir I am a female teacher and the school proprietor is threatening me that he will harm me if I report him. I am afraid to go to school tomorrow.",
    intent: "safety",
  },
  {
    message: "She says her son-in-law beats her daughter and today he broke her arm. She says the girl is hiding in our house and the man is outside shouting.",
    intent: "safety",
  },
  {
    message:
      "My grandmother says some men came to the farm and said they will burn the house with us inside if we don't leave the land. She is afraid for her life.",
    intent: "safety",
  },
  {
    message:
      "some guys just threatened to shoot me outside my club over money they say i owe from a deal that went bad. one of them showed me the gun in his waist. they said they coming back tonight after closing. i got staff inside. wat now",
    intent: "safety",
  },
  { message: "my ex keeps showing up at the club with a knife bruh, i'm scared for real", intent: "safety" },
  {
    message:
      "A patient of mine, a 14-year-old girl, has disclosed that she was raped by a relative she lives with. She is in our clinic now and terrified to go home. What are the first steps?",
    intent: "safety",
  },
  {
    message:
      "One of our patients came in today with injuries consistent with repeated domestic abuse. She says her husband will kill her if she goes back. She's asked me to find her legal help today.",
    intent: "safety",
  },
  {
    message: "Our union member's wife came to the office crying, the husband beat her with a stick and she say he will finish her when she go home.",
    intent: "safety",
  },
  {
    message:
      "one of the okada boys is receiving threats from a gang in Bo who say they will cut him if he rides on their route again. Yesterday they followed him to his house at Nyandeyama and wrote on his door. He is afraid to go out and his wife and children are inside with him.",
    intent: "safety",
  },
  { message: "man de treaten mi wit cutlass ova farm", intent: "safety" },
  { message: "mi wife run cam mi os e man de beat am", intent: "safety" },
  {
    message:
      "What is the legal position if a woman is being assaulted by her partner while I'm on the phone with her? She's my classmate and she's screaming right now.",
    intent: "safety",
  },
  {
    message:
      "I think my landlord sexually abused my little sister when she went to pay the rent. She told me tonight. We are scared of him, he lives downstairs.",
    intent: "safety",
  },
  { message: "HELP HE IS BEATING MY MOTHER", intent: "safety" },
  { message: "i don't feel safe at home, my uncle touches me at night and i'm 15", intent: "safety" },
  { message: "my husband locked me inside the room and took my phone, I am typing from my daughter phone, he says he will kill me", intent: "safety" },
  {
    message:
      "Good morning, a woman in our area of Makeni is chased from her house by her husband with a machete today, she is now sleeping by the mosque. She is fearing for her life.",
    intent: "safety",
  },
  {
    message:
      "She says the boy who raped her granddaughter has come back to the village and is telling people he will do it again. She asks who will protect the child.",
    intent: "safety",
  },
  {
    message:
      "A woman brought to A&E tonight says her brothers threatened to kill her for refusing a marriage they arranged. She is safe in the ward for now but will be discharged tomorrow.",
    intent: "safety",
  },
  {
    message:
      "dem de trowe ston na mi os now now, di whole street say mi na witch because one pikin die. di ston dem don brok mi window. a dey inside wit mi granpikin, a fraid",
    intent: "safety",
  },
  {
    message: "the guy who attacked my girlfriend last month keeps calling saying he'll finish what he started. we live in Lumley, she won't leave the house",
    intent: "safety",
  },
  { message: "people with sticks waiting for me at the junction Bo because of an accident with my okada, i am hiding in a shop now", intent: "safety" },

  // ── legal-question ──
  { message: "if mi wife lef mi an carry di pikin dem go Guinea, a go able get dem back?", intent: "legal-question" },
  { message: "ferry company nor pay we three month, wi fit take dem court an win?", intent: "legal-question" },
  { message: "if a sign dis paper wey boss gi mi, e mean say a nor go get mi gratuity again?", intent: "legal-question" },
  {
    message:
      "Please I want to know something. I am a teacher in a mission school in Makeni for seven years. I took maternity leave for three months with a letter from the doctor, and when I come back the principal say my post is given to another teacher and I should go home. Is it legal for the school to sack me like that?",
    intent: "legal-question",
  },
  {
    message: "Sir, my late husband brother is saying that the house is for the family and not for me and my children. Does the law give him the right?",
    intent: "legal-question",
  },
  {
    message: "I bought land in Makeni with only a receipt and no survey plan. If the seller sells it again to someone, who will court give it to?",
    intent: "legal-question",
  },
  {
    message: "She says her husband died without writing a will. She asks if the children of the second wife will share the house with her children.",
    intent: "legal-question",
  },
  {
    message: "My grandmother asks whether the chief can take her farm land and give it to a stranger because she is a woman. She says is that the law?",
    intent: "legal-question",
  },
  { message: "She says if she gives the land to me now before she dies, can my uncles challenge it in court later?", intent: "legal-question" },
  {
    message:
      "so the council sent a guy round saying they'll shut my club for noise after complaints from the new flats behind us in Aberdeen. we been there 6 years, they came after. can they actually do that without a court order? and who wins if we argue we were there first?",
    intent: "legal-question",
  },
  { message: "my landlord wants to hike the rent 3x mid lease, is that even legal lol", intent: "legal-question" },
  { message: "a customer broke his leg on my dance floor and now he says he gonna sue me, do he have a case or nah", intent: "legal-question" },
  {
    message:
      "Could you advise whether a doctor in Sierra Leone is legally required to report a suspected case of child abuse to the police, and whether doing so breaches patient confidentiality?",
    intent: "legal-question",
  },
  {
    message:
      "A patient's family wants to take him home against medical advice. He's 58, had a stroke last week, and drifts in and out of confusion. They want to take him to a traditional healer in their village. Do they have the legal right to do that if he is an adult but can't decide for himself, and would we be liable if we let him go?",
    intent: "legal-question",
  },
  { message: "Can a 17-year-old consent to her own treatment here, or do we legally need a parent's signature?", intent: "legal-question" },
  {
    message:
      "Is it legal for police to seize a member's okada because his papers are expired by two days? They took it to the station yard and are asking for 2 million leones. He went home after, they did not keep him. He want to know if the law allow them and if he can get the bike back without paying.",
    intent: "legal-question",
  },
  {
    message: "The council says every rider must pay new daily levy of 10 leones to the union and to them. Can they force it by law?",
    intent: "legal-question",
  },
  { message: "If a passenger falls from an okada and dies, how many years in prison can the rider get?", intent: "legal-question" },
  { message: "if man cut mi rice befo harvest wetin court go do am? e don do am tu tem", intent: "legal-question" },
  { message: "landlord can put me out wit no notis?", intent: "legal-question" },
  { message: "my broda sell papa lan wit out tell we, e legal?", intent: "legal-question" },
  {
    message: "Is a verbal agreement for the sale of land enforceable in Sierra Leone, or does it have to be in writing and registered to bind the parties?",
    intent: "legal-question",
  },
  {
    message:
      "Would customary marriage give a widow the same inheritance rights as a civil marriage under the Devolution of Estates Act? I'm trying to understand how a court would actually rule.",
    intent: "legal-question",
  },
  {
    message:
      "Assuming a confession was obtained without a lawyer present, would a Sierra Leonean court exclude it? Asking for a moot, but also for a real friend.",
    intent: "legal-question",
  },
  {
    message:
      "Say an employee was dismissed without cause after ten years' service at a private company in Freetown, with no disciplinary hearing and no notice pay. What damages would a court realistically award, and does the Employment Act 2023 change the calculation compared to the old law?",
    intent: "legal-question",
  },
  {
    message: "my employer want me to sign a contract that say I cannot work for another ferry company for five years if I leave. should I sign it?",
    intent: "legal-question",
  },
  { message: "how much compensation I go get if di boat wey a work pan sink an a lose mi leg", intent: "legal-question" },
  { message: "If I divorce my wife will the court give her half of my rice farm?", intent: "legal-question" },
  { message: "Is it true that a tenant who stays in a house for twelve years become the owner? My teacher colleague says so.", intent: "legal-question" },
  { message: "i signed a deal with a promoter who cancelled last minute, can i get my deposit back legally or am i stuffed", intent: "legal-question" },
  { message: "if my wife take me to court for maintenance how much di judge go say a must pay every month", intent: "legal-question" },
  { message: "She asks if her grandson can be jailed for driving the okada without licence, and for how long.", intent: "legal-question" },

  // ── off-topic ──
  { message: "wetin time di ferry go comot Tagrin today", intent: "off-topic" },
  { message: "how much fo one bag rice na Lungi dis week", intent: "off-topic" },
  { message: "who win East End Lions match yestaday", intent: "off-topic" },
  {
    message:
      "Please can you help me to write a lesson note on the topic 'The Judiciary' for JSS 2 social studies? I need the objectives, the introduction, the main content about the courts and the judges, and the evaluation questions. The inspector is coming on Monday.",
    intent: "off-topic",
  },
  { message: "Kindly give me five examples of sentences using the word 'contract' for my pupils.", intent: "off-topic" },
  { message: "What is the meaning of the word 'plaintiff' in Krio? I want to explain to my class.", intent: "off-topic" },
  { message: "write me a speech for my principal retirement, he was a strict man but fair, like a judge", intent: "off-topic" },
  {
    message:
      "She asks if it will rain in Port Loko tomorrow because she wants to dry her pepper and her groundnut on the road side. She says last week the rain spoil half of it.",
    intent: "off-topic",
  },
  { message: "My grandmother says can you tell her a good herb for her knee pain.", intent: "off-topic" },
  { message: "She asks what is the price of a bag of cement now in Freetown.", intent: "off-topic" },
  { message: "yo gimme a playlist for friday night, afrobeats and some amapiano", intent: "off-topic" },
  { message: "how much is a crate of Star beer wholesale in freetown rn", intent: "off-topic" },
  {
    message:
      "write a funny insta caption for my club, theme saturday is 'court is in session' lol, everybody in judge outfits and wigs, the DJ is the judge, bouncers are the police. give me like 5 options, short n spicy",
    intent: "off-topic",
  },
  { message: "whats the best generator for a nightclub, the EDSA light keeps going off", intent: "off-topic" },
  {
    message:
      "Do you know which pharmacies in Freetown stock artesunate injection? Our supply at the clinic has run out and the central medical stores say next delivery is two weeks away. We have several children with severe malaria this week.",
    intent: "off-topic",
  },
  { message: "Is the Ebola vaccine still recommended for volunteers coming to Kenema in 2027?", intent: "off-topic" },
  { message: "What's the best way to get from Lungi airport to Freetown at night — water taxi or the road?", intent: "off-topic" },
  { message: "can you translate 'take this medicine twice a day after food' into Krio for a patient leaflet", intent: "off-topic" },
  { message: "how much is a new Haojue okada in Bo now", intent: "off-topic" },
  { message: "what is the fuel pump price today in Bo, riders want to know", intent: "off-topic" },
  { message: "Please draft a nice poster for our okada union meeting on Sunday with the theme 'Safe Riding, Safe Life'", intent: "off-topic" },
  { message: "wich fertlizer gud fo swamp rice", intent: "off-topic" },
  { message: "wen rain go start", intent: "off-topic" },
  { message: "price fo lan na Lunsar", intent: "off-topic" },
  { message: "Can you summarise the plot of 'To Kill a Mockingbird' for my book club? Focus on Atticus as a lawyer.", intent: "off-topic" },
  { message: "Recommend some good podcasts about famous trials, I like true crime", intent: "off-topic" },
  { message: "What were the main causes of the 1991 civil war in Sierra Leone? It's for an essay.", intent: "off-topic" },
  { message: "best black suit shops in Freetown for court, cheap but nice", intent: "off-topic" },
  { message: "tell me a lawyer joke", intent: "off-topic" },
  {
    message:
      "How do I reset my Orange Money PIN? I forgot it after changing phone and the shop at Kissy says I should go to the main office but I don't have time this week.",
    intent: "off-topic",
  },
  { message: "what is the capital of Guinea", intent: "off-topic" },
  {
    message:
      "Write a short poem about a fisherman at Goderich for my daughter's homework. She's in class 5, so simple words, maybe four verses, something about the boats going out at dawn and the women selling the fish at the wharf.",
    intent: "off-topic",
  },
  { message: "which film dem de show na cinema Freetown dis weekend", intent: "off-topic" },
  { message: "My grandmother asks you to tell her a story about the old days of Bai Bureh for the children.", intent: "off-topic" },
  { message: "how to cook cassava leaf with palm oil the proper way", intent: "off-topic" },
  { message: "Please, how many marks is the WASSCE literature paper and when does the exam start this year?", intent: "off-topic" },
  { message: "do you know any good DJ from Accra who can come for new year's eve", intent: "off-topic" },
  { message: "Could you explain the difference between malaria and typhoid symptoms in simple terms for a community talk?", intent: "off-topic" },
  {
    message:
      "which bank in Bo give the best loan for buying motorbike? union members want to compare interest rate between Rokel, SLCB and the microfinance people because the bike owners are charging too much for hire. Please tell us the percentage.",
    intent: "off-topic",
  },
  { message: "how to fix my phone wey nor de charge", intent: "off-topic" },

  // ── greeting ──
  { message: "kushe o", intent: "greeting" },
  { message: "Good morning sir, how is the work today", intent: "greeting" },
  { message: "She says good afternoon to you all and God bless.", intent: "greeting" },
  { message: "yo", intent: "greeting" },
  { message: "Hi there, hello from the clinic in Kissy!", intent: "greeting" },
  { message: "Salaam aleikum, good evening from the Bo okada union office", intent: "greeting" },
  { message: "Good evening. Hope I've reached the right place.", intent: "greeting" },
  { message: "helo", intent: "greeting" },

  // ── thanks ──
  { message: "tenki bad bad", intent: "thanks" },
  { message: "Thank you very much sir, you have help me too much.", intent: "thanks" },
  { message: "She says thank you and may Allah reward you.", intent: "thanks" },
  { message: "aight cheers", intent: "thanks" },
  { message: "That's very helpful, thanks a million.", intent: "thanks" },
  { message: "On behalf of the union we say thank you for the quick answer", intent: "thanks" },
  { message: "Thanks, that clears it up for me.", intent: "thanks" },
  { message: "tenki ya", intent: "thanks" },

  // ── goodbye ──
  { message: "ok a de go, bye", intent: "goodbye" },
  { message: "Thank you and goodbye. I will come back next week.", intent: "goodbye" },
  { message: "She says thank you, she is going now, bye bye.", intent: "goodbye" },
  { message: "laters", intent: "goodbye" },
  { message: "Thanks so much, I'll sign off now. Take care.", intent: "goodbye" },
  { message: "we go talk again, bye for now from Bo", intent: "goodbye" },
  { message: "Right, that's all for today. Cheers, bye!", intent: "goodbye" },
  { message: "bye tenki", intent: "goodbye" },

  // ── services ──
  { message: "wetin una de do na dis office", intent: "services" },
  { message: "Please what kind of cases your chambers is handling?", intent: "services" },
  { message: "She asks what type of problems the lawyers help people with.", intent: "services" },
  { message: "so wat kinda law u guys do", intent: "services" },
  {
    message:
      "Could you tell me which areas of law your firm covers? I'd like to know before I refer patients, since we see a lot of land disputes, family problems and the odd employment issue, and I don't want to send people to the wrong place.",
    intent: "services",
  },
  { message: "The union want to know all the services your firm offer so we can tell our members", intent: "services" },
  { message: "Do you do all types of law or only some specialities?", intent: "services" },
  { message: "wat una de hep people wit", intent: "services" },
  { message: "Dear Sir/Madam, kindly send me the list of legal services provided by Kamara Chambers for our school's career day.", intent: "services" },
  { message: "wetin kain case una de tek", intent: "services" },
  { message: "what's the full range of practice areas at Kamara Chambers?", intent: "services" },
  { message: "u do all kinda cases or nah", intent: "services" },

  // ── team ──
  { message: "who be di lawyer dem wey de work dey", intent: "team" },
  { message: "Please can you give me the names of all the lawyers in your chambers?", intent: "team" },
  { message: "She asks who are the lawyers there, are there women lawyers?", intent: "team" },
  { message: "who ur lawyers tho", intent: "team" },
  { message: "Could you tell me a bit about the attorneys at the firm and their backgrounds?", intent: "team" },
  { message: "How many lawyers una get and who dem be", intent: "team" },
  {
    message:
      "Which lawyers work in your firm and what are their specialties? I'm finishing at the Law School and applying for pupillage, and I'd like to know who I'd be working under and whether anyone does mostly litigation.",
    intent: "team",
  },
  { message: "hu de wok dey", intent: "team" },
  { message: "list of attorneys pls", intent: "team" },
  { message: "Sir is there a lady lawyer among your team? Please tell me their names.", intent: "team" },
  { message: "show me ur team", intent: "team" },
  { message: "Who are the partners and associates at Kamara Chambers?", intent: "team" },

  // ── contact ──
  { message: "how a go reach una", intent: "contact" },
  { message: "Please how can I contact your office?", intent: "contact" },
  { message: "She asks how she can get in touch with the lawyers from Port Loko.", intent: "contact" },
  { message: "how do i get hold of u lot outside this chat", intent: "contact" },
  {
    message:
      "What's the best way to contact the firm? Our clinic has no reliable internet and mobile coverage is patchy out here, so I'd like to know the options before a patient needs you in a hurry.",
    intent: "contact",
  },
  { message: "contact details for the firm please, for the union notice board", intent: "contact" },
  { message: "hw 2 contct una", intent: "contact" },

  // ── phone ──
  { message: "gimme una numba a wan call", intent: "phone" },
  { message: "Please what is your telephone number?", intent: "phone" },
  { message: "My grandmother says she cannot read well, she asks for the number so she can call and talk.", intent: "phone" },
  { message: "can i just call u? whats the number", intent: "phone" },
  { message: "Is there a phone line I can ring from the clinic during the day?", intent: "phone" },
  { message: "nomba", intent: "phone" },
  { message: "Do you have WhatsApp number I can call or voice note?", intent: "phone" },
  { message: "Could you share the firm's direct line? I'd prefer to speak to someone.", intent: "phone" },

  // ── email ──
  { message: "una get email?", intent: "email" },
  { message: "Kindly give me your email address so that I can send my documents.", intent: "email" },
  { message: "She asks for the email, her grandson will write for her.", intent: "email" },
  { message: "email addy?", intent: "email" },
  { message: "What email address should I use to send a referral letter?", intent: "email" },
  { message: "The union secretary want to write formal letter, which email we send it to", intent: "email" },
  { message: "Where can I email a CV for internship?", intent: "email" },

  // ── address ──
  { message: "usai una office de", intent: "address" },
  {
    message:
      "Please where is your office located? I am coming from Makeni on Thursday with the bus and I will drop at Shell Kissy. I don't know town too much, please explain me the road.",
    intent: "address",
  },
  {
    message:
      "She asks where the office is and which poda poda she will take from Lumley. She says she does not like okada and she cannot walk too far because of her knee.",
    intent: "address",
  },
  { message: "where u guys at, what street", intent: "address" },
  { message: "Could you give me directions to your office from Connaught Hospital? I'll be walking.", intent: "address" },
  { message: "wich side una de na Freetown", intent: "address" },
  { message: "I'm coming from Bo by bus to Freetown, how do I find your office from the lorry park?", intent: "address" },
  { message: "what's the exact address of Kamara Chambers?", intent: "address" },

  // ── hours ──
  { message: "una open tide?", intent: "hours" },
  { message: "wetin time una de close", intent: "hours" },
  { message: "Please what time your office open in the morning and close in the evening?", intent: "hours" },
  {
    message:
      "Sir is the office open on Saturday because I am teaching on week days from 8 to 3 and the road from Makeni to Freetown is four hours. If not Saturday, what time you close on Friday?",
    intent: "hours",
  },
  { message: "She asks if the office is open on Friday after Jumu'ah prayer.", intent: "hours" },
  { message: "My grandmother asks what days the office is open.", intent: "hours" },
  { message: "u open sundays? i only free then", intent: "hours" },
  { message: "yo r u guys open right now", intent: "hours" },
  { message: "What are your opening hours? I finish at the clinic around 4.", intent: "hours" },
  { message: "Are you open on public holidays, like Independence Day?", intent: "hours" },
  { message: "what time una office de open, union members go come early", intent: "hours" },
  { message: "Is the office open late any day of the week? Riders work till evening.", intent: "hours" },
  { message: "opn satdy?", intent: "hours" },
  { message: "wat tym opn", intent: "hours" },
  { message: "What are your business hours during Ramadan, if they change at all?", intent: "hours" },
  { message: "are you open at lunch time or do you close 1 to 2?", intent: "hours" },

  // ── booking ──
  { message: "a wan si lawyer tumara abeg", intent: "booking" },
  { message: "abeg put mi name fo si una lawyer Monday, a go cross ferry early", intent: "booking" },
  {
    message:
      "Please I want to make appointment with one of your lawyer on Wednesday after school close. I am coming from Makeni on the Tuesday and sleeping by my brother in Calaba Town, so Wednesday afternoon is good for me.",
    intent: "booking",
  },
  { message: "Good morning. I would like to book a consultation for next week about a problem with my school. Which day is free?", intent: "booking" },
  { message: "She says she wants to come and sit with a lawyer face to face. She asks you to give her a day.", intent: "booking" },
  { message: "My grandmother asks if she can see a lawyer on Tuesday when I am free to bring her.", intent: "booking" },
  { message: "book me in wit a lawyer asap, tomorrow ideally", intent: "booking" },
  { message: "i need a sit down with one of ur lawyers this week, thursday works", intent: "booking" },
  {
    message:
      "Could I arrange a consultation for a patient next Monday morning? She's a widow having trouble with her late husband's relatives. I'd accompany her, as she's nervous and doesn't read, and I can bring her medical letter too.",
    intent: "booking",
  },
  { message: "I'd like to schedule a meeting with a lawyer to discuss a few cases from our clinic. Is Friday possible?", intent: "booking" },
  {
    message:
      "The union executive want to meet a lawyer on Saturday or Monday to discuss our members' problems: the bike seizures, the hire-purchase wahala and the land for our office. We are four people coming from Bo. Please give us appointment.",
    intent: "booking",
  },
  { message: "Please book appointment for our chairman and me to see lawyer next week", intent: "booking" },
  { message: "wan si lawya", intent: "booking" },
  { message: "apointment fo tuesday", intent: "booking" },
  { message: "Can I get a consultation slot some time this week? Happy to come in person or do it by phone.", intent: "booking" },
  { message: "I would like to speak to a lawyer in person about a land matter. When is the earliest I can come?", intent: "booking" },
  { message: "Dear Sir/Madam, I write to request an appointment with a legal practitioner at your earliest convenience.", intent: "booking" },
  { message: "pls i wan tok to lawyer face to face nex week", intent: "booking" },
  { message: "can i book a meeting with Christiana Thomas for friday, its about my staff", intent: "booking" },
  { message: "Please I want to see Mr Mohamed Conteh about my land in Makeni. Can I come on Monday?", intent: "booking" },
  { message: "She asks can she meet Hawa Turay one day this week about her will.", intent: "booking" },
  { message: "set me up with a lawyer for tmrw 10am", intent: "booking" },
  { message: "Is it possible to schedule a video call with a lawyer? I'm in Kenema for the next two weeks.", intent: "booking" },
  { message: "a wan cam si una lawyer, wich day fine?", intent: "booking" },

  // ── knowledge:Fees ──
  {
    message: "how much una de tek fo look mi case, a nor get plenty money. a de wok na ferry, wi pay nor big. una de tek small small?",
    intent: "knowledge:Fees",
  },
  { message: "Please how much is the consultation fee? Teachers salary is small.", intent: "knowledge:Fees" },
  { message: "She asks if she can pay small small every month because she is a farmer.", intent: "knowledge:Fees" },
  { message: "wats ur rate, hourly or flat fee?", intent: "knowledge:Fees" },
  {
    message:
      "Do you offer any free or reduced-fee help for patients who can't afford a lawyer? Many of ours have nothing, not even transport money. Is there a legal aid arrangement you're part of, or a pro bono scheme I could refer them to?",
    intent: "knowledge:Fees",
  },
  { message: "hw much 4 lawyer", intent: "knowledge:Fees" },

  // ── knowledge:Languages spoken ──
  { message: "una lawyer dem sabi tok Krio?", intent: "knowledge:Languages spoken" },
  { message: "She asks if any of the lawyers speaks Temne because her English is not good.", intent: "knowledge:Languages spoken" },
  {
    message: "My grandmother wants to know if you have interpreter for Temne at the office, so I don't need to come with her.",
    intent: "knowledge:Languages spoken",
  },
  {
    message: "Does anyone at the firm speak French? One of our patients is from Guinea and only speaks French and Pular.",
    intent: "knowledge:Languages spoken",
  },
  {
    message:
      "Some of our members only speak Mende and little Krio, they don't understand English at all. When they come to the office, your lawyers can talk Mende with them or we must bring somebody to interpret?",
    intent: "knowledge:Languages spoken",
  },
  { message: "una de tok temne", intent: "knowledge:Languages spoken" },

  // ── knowledge:Parking ──
  { message: "is there parking near ur office, i drive a big jeep", intent: "knowledge:Parking" },
  { message: "Where can I park my car when I come to the office? Siaka Stevens Street is always busy.", intent: "knowledge:Parking" },
  { message: "wusai a go pak mi motoka", intent: "knowledge:Parking" },
  { message: "Is there anywhere safe to leave the clinic's vehicle while we're at your office?", intent: "knowledge:Parking" },
  {
    message:
      "Please is there place to park car near your office? Our chairman is coming by car from Bo on Tuesday and he does not know Freetown well, he fear the traffic police will tow the vehicle.",
    intent: "knowledge:Parking",
  },
  { message: "car park?", intent: "knowledge:Parking" },

  // ── knowledge:What to bring ──
  { message: "wetin a for bring wen a cam", intent: "knowledge:What to bring" },
  { message: "Please which documents I must bring for the meeting about my appointment letter and salary?", intent: "knowledge:What to bring" },
  { message: "She asks what papers she should bring, she has the old survey plan and the chief's letter.", intent: "knowledge:What to bring" },
  {
    message:
      "what docs do i need to bring to the meeting, i got my club lease, some receipts, whatsapp screenshots from the landlord, and the letter he sent. do u need my ID n business reg too or nah",
    intent: "knowledge:What to bring",
  },
  { message: "What should the patient bring to the first meeting? ID, medical reports, anything else?", intent: "knowledge:What to bring" },
  { message: "wat paper a go bring", intent: "knowledge:What to bring" },

  // ── unknown ──
  { message: "eh", intent: "unknown" },
  { message: "Please I have something to ask.", intent: "unknown" },
  { message: "She says... wait", intent: "unknown" },
  { message: "??", intent: "unknown" },
  { message: "kjhg", intent: "unknown" },
  { message: "sir the thing we talked", intent: "unknown" },

  // ── area:family ──
  { message: "mi wife don go wit di pikin dem, a wan lawyer fo custody", intent: "area:family" },
  { message: "a wan divos mi woman, e don lef di os since march", intent: "area:family" },
  {
    message:
      "Please I need help for divorce. My husband marry another woman in Kono and he is not caring for me and the three children since two years. He does not send money for school fees and he does not call. I am a teacher and my salary is not enough. I want to finish with him properly by the law.",
    intent: "area:family",
  },
  {
    message:
      "Good evening. My sister died in Makeni and left two small children. I want to adopt them legally so I can enroll them in school with my name. Please help me with the process.",
    intent: "area:family",
  },
  {
    message: "She says her daughter's husband has stopped giving money for the children's food and school fees. She wants help to make him pay maintenance.",
    intent: "area:family",
  },
  {
    message:
      "My grandmother says her husband died last year and his family have taken everything from her, the house, the cattle, even his pension. She wants a lawyer for the inheritance.",
    intent: "area:family",
  },
  {
    message:
      "baby mama wont let me see my son, 4 years old, since she moved to Hill Station with her new man. i pay for his school n everything, she just blocks my number. need a lawyer for access, proper court thing",
    intent: "area:family",
  },
  { message: "getting married next month n want a prenup or whatever, u do that", intent: "area:family" },
  {
    message:
      "One of our nurses is going through a divorce and her husband is trying to take the children to his village in Kailahun. She'd like a family lawyer to advise her.",
    intent: "area:family",
  },
  {
    message:
      "A patient of ours, a widow, is being pushed out of her late husband's home by his relatives. Could one of your family lawyers help with her inheritance claim?",
    intent: "area:family",
  },
  {
    message:
      "Our member wife took their children to her parents at Gerihun and refuse to bring them back, she say he is okada man and he cannot take care of them. He has his own house and his mother stay with him. He want to go through court for custody.",
    intent: "area:family",
  },
  { message: "cstody of pikin", intent: "area:family" },
  { message: "divos", intent: "area:family" },
  {
    message:
      "I need advice on registering a customary marriage so it's recognised — the couple married traditionally in Moyamba years ago and now need proof for a visa.",
    intent: "area:family",
  },
  { message: "mi broda die, e wife an e mama de fight ova e property, wi nid lawyer", intent: "area:family" },
  { message: "family law matter — separation and child support", intent: "area:family" },

  // ── area:business ──
  {
    message:
      "a wan register mi small business, a de sell fish na Lungi an a wan get loan from bank but dem say mi business nor register. a nor sabi how fo do am, una fit hep?",
    intent: "area:business",
  },
  {
    message:
      "Please I want to register a private school in Makeni as a company with two other teachers. We have the building from my uncle and we want to do it correct from the start, with the board and the shares, so there is no quarrel later. How to start it?",
    intent: "area:business",
  },
  {
    message: "She says she and her sisters want to make a women's rice business together and register it with the government. She asks you to help them.",
    intent: "area:business",
  },
  { message: "need to register a second club as a limited company, me n my partner", intent: "area:business" },
  { message: "my business partner been taking cash from the till and refusing to show me the books, wanna dissolve the partnership", intent: "area:business" },
  {
    message:
      "need help getting my liquor licence renewed, city council keep dragging for 3 months, every time new form, new fee. my old one expired and I'm scared they gonna use it to close me. need a business lawyer to push it through",
    intent: "area:business",
  },
  {
    message:
      "We're setting up a small charity clinic and need to know how to register it properly and what governance structure we need — board, constitution, and so on.",
    intent: "area:business",
  },
  {
    message:
      "The union want to register a cooperative for our members to buy bikes together. We need a business lawyer for the registration and the constitution.",
    intent: "area:business",
  },
  {
    message:
      "I'm researching shareholder agreements for a start-up friend in Freetown — can your business team draft one with tag-along and drag-along clauses?",
    intent: "area:business",
  },
  { message: "regista compny", intent: "area:business" },
  { message: "bizness licens problm", intent: "area:business" },
  {
    message:
      "Dear Sir, our company's bank has frozen our account without explanation after a change of directors. We need assistance with the bank and updating our records at the Corporate Affairs Commission.",
    intent: "area:business",
  },
  { message: "wi wan open company wit mi in-law dem fo trade pepper go Guinea", intent: "area:business" },
  { message: "need lawyer for company board meeting minutes and annual returns", intent: "area:business" },
  {
    message:
      "We are a small family business taking a loan from a bank in Kenema and the loan agreement and guarantee look complicated. We want a business lawyer to look at them before we commit.",
    intent: "area:business",
  },

  // ── area:shipping ──
  {
    message:
      "dem hol wi container na Queen Elizabeth Quay fo custom, tree week now. na used clothes from Belgium, all di paper dey. every day di storage money de go up. wi nid shipping lawyer",
    intent: "area:shipping",
  },
  { message: "di cargo wey di ferry carry spoil, owner dem say na wi fault", intent: "area:shipping" },
  {
    message:
      "Please my brother send me goods from China in container and the shipping line is asking for demurrage that is more than the goods. We need a lawyer.",
    intent: "area:shipping",
  },
  {
    message:
      "She says her late son's fishing boat was seized at Tombo by the fisheries people after he died, because of some licence problem. She says the boat is the only thing the family has to feed his children. She wants it back for the family.",
    intent: "area:shipping",
  },
  {
    message:
      "my sound system came by sea from Dubai and half of it arrived smashed, the speakers crushed like somebody dropped the container. paid for insurance too. freight company ain't taking responsibility, they blaming the port. need a lawyer for the claim",
    intent: "area:shipping",
  },
  { message: "customs holding my drinks shipment at the port, sayin the paperwork wrong, need someone who knows port stuff", intent: "area:shipping" },
  {
    message:
      "A donated shipment of medical equipment for our hospital has been stuck at the port for two months with escalating storage charges. Can your shipping lawyers help us clear it?",
    intent: "area:shipping",
  },
  {
    message:
      "We ship spare parts for members' bikes from Guinea and the clearing agent disappear with the money and the goods still at the port. Union need help.",
    intent: "area:shipping",
  },
  {
    message:
      "Working on a problem about bills of lading and carrier liability for my exams, but actually my uncle's cargo case is real — the carrier lost three pallets. Who handles maritime claims?",
    intent: "area:shipping",
  },
  { message: "shipin case", intent: "area:shipping" },
  { message: "wi container los", intent: "area:shipping" },
  {
    message:
      "Our vessel was detained by the Maritime Administration at Freetown port over unpaid crew wages. We need maritime counsel as a matter of priority.",
    intent: "area:shipping",
  },
  { message: "di boat wey bin jam wi canoe na sea nor wan pay fo di damage", intent: "area:shipping" },
  { message: "freight forwarder overcharge me for the rice from the port, want lawyer", intent: "area:shipping" },
  {
    message:
      "I manage a fishing company and a foreign trawler damaged our nets and one of our boats off Shenge. We need advice on a maritime claim against the owners.",
    intent: "area:shipping",
  },

  // ── area:land ──
  {
    message:
      "mi landlord de drive mi comot na os wit no reason, a pay rent go December. e don tek di door comot an e de trowe mi tin dem outside. a nid lawyer fo landlord palava",
    intent: "area:land",
  },
  { message: "somebody build fence pan mi lan na Lungi wen a bin de work na ferry", intent: "area:land" },
  {
    message: "Please I bought a plot in Makeni from a man and now another family is saying the land is for them and they are building on it. I need help.",
    intent: "area:land",
  },
  {
    message:
      "Good day. I want to buy a house in Bombali from a man who is living in America. His brother is the one showing the house and he has a power of attorney paper. I want a lawyer to check all the papers and do the conveyancing so I don't get cheat like my colleague.",
    intent: "area:land",
  },
  { message: "She says her family land in Port Loko is being shared by her brothers and they left her out. She wants her portion.", intent: "area:land" },
  { message: "My grandmother says the neighbour moved the boundary stones of her farm at night and now he is planting on her side.", intent: "area:land" },
  {
    message: "She asks you to help her get a proper title deed for the house her father built in Kissy in 1970, she only has an old conveyance.",
    intent: "area:land",
  },
  {
    message:
      "landlord at the club building locked the gates last night over a dispute about repairs. the roof leaks, i fixed it with my own money n deducted it from rent, now he says i'm in breach. 3 years left on the lease. I need a land/tenancy lawyer",
    intent: "area:land",
  },
  { message: "tryna buy some land at Lakka for a beach bar, need someone to check the title and do the deed", intent: "area:land" },
  {
    message:
      "Our clinic has rented a building in Wellington for six years and the new owner says our lease is invalid. We need a lawyer who deals with landlord and tenant matters.",
    intent: "area:land",
  },
  {
    message:
      "The union bought land for our office in Bo in 2021 from a family at Kakua chiefdom. We have receipt and survey plan. Now the chiefdom authority says the family had no right to sell and they put a stop sign on our building. We need a land lawyer.",
    intent: "area:land",
  },
  { message: "One of our members paid for a plot in Tikonko but the seller collected money from two other people for the same land.", intent: "area:land" },
  { message: "lan palava", intent: "area:land" },
  { message: "man tek mi farm lan", intent: "area:land" },
  { message: "bondry wahala wit nebo", intent: "area:land" },
  {
    message:
      "I've inherited a share of family land in Waterloo with six cousins and we need a lawyer to help partition it and register each portion properly. Some cousins live abroad.",
    intent: "area:land",
  },
  { message: "tenant nor de pay rent fo one year nor wan comot mi os na Kossoh Town", intent: "area:land" },
  { message: "need a lawyer to sell my late father's house in Brookfields, the family agrees but the deed is in his name", intent: "area:land" },

  // ── area:arbitration ──
  { message: "mi an di boat owner wan settle wi palaver widout court, una get mediator?", intent: "area:arbitration" },
  {
    message:
      "Please the school board and the teachers want to settle our salary dispute by a neutral person, not in court. The board say they cannot pay the arrears for last year and we say we must be paid. Both of us agree to bring a mediator from outside. Can you help?",
    intent: "area:arbitration",
  },
  {
    message: "She says she and her brothers don't want to go to court, they want someone neutral to sit with them about the shop their father left.",
    intent: "area:arbitration",
  },
  {
    message:
      "me n my ex business partner wanna sort out who owns what from the lounge we ran together in Lumley. sound gear, the lease, the stock. we ain't friends anymore but we both know court takes forever. mediator?",
    intent: "area:arbitration",
  },
  {
    message: "The clinic and our main supplier disagree on a large invoice. Both sides would prefer mediation rather than litigation. Do you offer that?",
    intent: "area:arbitration",
  },
  {
    message: "Union and the transport owners association have a dispute about the station fees. Both agree to go to arbitration. We want your firm to mediate.",
    intent: "area:arbitration",
  },
  {
    message:
      "Our contract has an arbitration clause referring disputes to a sole arbitrator in Freetown. Does your firm act as counsel in commercial arbitrations, or as arbitrator?",
    intent: "area:arbitration",
  },
  { message: "mediashon", intent: "area:arbitration" },
  { message: "settle out of court wit buyer of mi rice", intent: "area:arbitration" },
  {
    message:
      "Dear Sir/Madam, our company is in a commercial dispute with a Lebanese-owned contractor over a warehouse project. Both parties have agreed to seek arbitration. We require representation.",
    intent: "area:arbitration",
  },
  { message: "we nid neutral pesin fo judge wi business palava", intent: "area:arbitration" },
  { message: "arbitration for a construction dispute", intent: "area:arbitration" },
  {
    message: "I run a catering company and a hotel owes us for three events; we'd rather mediate than sue because we still want their business.",
    intent: "area:arbitration",
  },
  { message: "a de fen mediator fo mi an mi partner na di fishing business", intent: "area:arbitration" },

  // ── area:contract ──
  {
    message:
      "ferry company sack mi wit no letter afta 8 year. dem jus tel mi na di jetty say mi nor get wok again, no benefit, no notin. a get mi ID card an mi pay slip dem. a wan lawyer",
    intent: "area:contract",
  },
  { message: "boss nor pay mi salary fo four month", intent: "area:contract" },
  {
    message:
      "Please the proprietor of our private school in Makeni has not paid the teachers salary since June. He is collecting the school fees from the parents every term but he say there is no money. We are eleven teachers and we have our appointment letters. We want to take action.",
    intent: "area:contract",
  },
  {
    message: "I was dismissed from my teaching job without any hearing after I complained about the head. I want a lawyer for unfair dismissal.",
    intent: "area:contract",
  },
  {
    message: "She says she sold rice to a trader on credit with a written paper and he has refused to pay for one year. She wants her money.",
    intent: "area:contract",
  },
  { message: "promoter owes me 40 million leones from the last show, got it in writing, need a lawyer to chase it", intent: "area:contract" },
  { message: "need someone to draft proper contracts for my bar staff and security", intent: "area:contract" },
  {
    message:
      "A former locum colleague wasn't paid for three months' work by a private hospital in Freetown. She has the signed contract. Could your employment lawyer take it on?",
    intent: "area:contract",
  },
  { message: "We'd like a lawyer to review a service agreement between our NGO clinic and a lab company before we sign.", intent: "area:contract" },
  {
    message:
      "Our members signed hire-purchase agreement for bikes with one businessman in Bo, 18 months paying every week. Some of them paid 15 months already and he is taking the bikes back for small delay in one week. He says the paper allow him. We need help to fight this.",
    intent: "area:contract",
  },
  { message: "empolyment wahala", intent: "area:contract" },
  { message: "contrak broken by buyer", intent: "area:contract" },
  {
    message: "A supplier delivered 200 bags of cement to my site short by 60 bags and is refusing to refund. We have a signed purchase agreement.",
    intent: "area:contract",
  },
  {
    message:
      "Dear Sir, I was employed by an MDA on a two-year contract which was terminated after eight months without notice or payment in lieu. I seek legal assistance.",
    intent: "area:contract",
  },
  { message: "mi boss nor gi mi NASSIT money fo all di year dem a work", intent: "area:contract" },
  { message: "got a security company that ain't delivering what the contract says, want out and my deposit back", intent: "area:contract" },
  {
    message:
      "I'm drafting a commercial distribution agreement for my uncle's business and want a contract lawyer to look it over — exclusivity and termination clauses mostly.",
    intent: "area:contract",
  },

  // ── area:criminal ──
  {
    message:
      "police sen mi paper say a fo cam station Monday, dem say a tif goods na di wharf. a nor tif notin, na di supervisor wey nor like mi. a nor wan go dey alone, a nid lawyer fo defend mi",
    intent: "area:criminal",
  },
  {
    message:
      "Please I am accused of taking school fees money by the principal and the case is in the magistrate court next month. I need a lawyer to defend me.",
    intent: "area:criminal",
  },
  {
    message:
      "She says her grandson was released on bail last week and she wants a lawyer to defend him when the case comes to court. She says they accuse him of stealing a generator from the mosque but he was with her in the farm that day.",
    intent: "area:criminal",
  },
  {
    message:
      "got charged with selling alcohol to minors, court date in 2 weeks at the magistrate court on Siaka Stevens. those kids had fake IDs, my bouncer checked. I'm on bail, not locked up. need a defence lawyer who actually shows up",
    intent: "area:criminal",
  },
  {
    message:
      "A patient of ours has been summoned to court for assault after a fight at Dove Cot market. He says he was defending himself and we treated his injuries that same day, so there are medical notes. He's out on bail. He needs criminal defence representation.",
    intent: "area:criminal",
  },
  {
    message: "One of our members have court case for causing death by dangerous riding. He is on bail and the next hearing is in Bo high court.",
    intent: "area:criminal",
  },
  {
    message: "I'm curious in general — how does bail work in Sierra Leone for a non-bailable offence? Not for anyone in custody, just for my studies.",
    intent: "area:criminal",
  },
  { message: "dem accuse mi say a tif goat", intent: "area:criminal" },
  { message: "crimnal case nex mont", intent: "area:criminal" },
  {
    message:
      "I received a police invitation letter to come for questioning about a fraud at my former office. I haven't done anything wrong but I want a lawyer with me when I go.",
    intent: "area:criminal",
  },
  { message: "do una get criminal lawyer? mi broda get court case fo fight", intent: "area:criminal" },
  { message: "I'd like to understand my rights before I attend a police interview next week regarding a complaint against me.", intent: "area:criminal" },
  {
    message: "human rights lawyer needed — our member was beaten by police last month and we want to bring a complaint against the officers.",
    intent: "area:criminal",
  },
  { message: "My conviction from 2019 is stopping me from getting a job. Is there a criminal lawyer who can look into an appeal?", intent: "area:criminal" },
  {
    message: "they accusing me of receiving stolen phones at my club, not arrested but police been asking questions, need a lawyer in my corner",
    intent: "area:criminal",
  },
  {
    message: "Generally speaking, what's the difference between a summons and a warrant? I'm a volunteer and want to explain it to a patient who got one.",
    intent: "area:criminal",
  },

  // ── attorney ──
  { message: "Is Ibrahim Jalloh the one who handles criminal defence? My law lecturer mentioned him.", intent: "attorney:Ibrahim Jalloh" },
  { message: "She asks about Fatmata Kamara, is she the lady lawyer for family matters?", intent: "attorney:Fatmata Kamara" },
  { message: "tell me about Isatu Bangura, she do shipping right?", intent: "attorney:Isatu Bangura" },
  { message: "who is Adama Koroma and what does she do in your chambers?", intent: "attorney:Adama Koroma" },
];
